import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const storyFile = /\.stories\.(ts|tsx)$/;

/**
 * A stories glob that matches no file makes Storybook warn or fail, so a package joins the
 * list only once it actually has a story (apps/studio has none yet).
 */
function storiesIn(relativeDir: string): string[] {
  const dir = join(here, relativeDir);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return files.some((file) => storyFile.test(file) && !file.includes('node_modules'))
    ? [`${relativeDir}/**/*.stories.@(ts|tsx)`]
    : [];
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [...storiesIn('../packages/ui/src'), ...storiesIn('../apps/studio/src')],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The committed sample renders serve as story pictures at /samples/… (no network in stories).
  staticDirs: ['./public', { from: '../apps/api/assets/samples', to: '/samples' }],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    reactDocgen: 'react-docgen',
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
    }),
};

export default config;
