import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const storyFile = /\.stories\.(ts|tsx)$/;

/**
 * A stories glob that matches no file makes Storybook warn or fail, so a package joins the
 * list only once it actually has a story.
 */
function storiesIn(relativeDir: string): string[] {
  const dir = join(here, relativeDir);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return files.some((file) => storyFile.test(file) && !file.includes('node_modules'))
    ? [`${relativeDir}/**/*.stories.@(ts|tsx)`]
    : [];
}

/**
 * The static build that the test runner visits uses React's development build: only it has
 * `act`, which Storybook wraps a render in so effects have flushed before `play` runs. In a
 * production build `act` is a no-op and play functions race collection components (react-aria
 * builds their items in an effect), failing at random on a loaded machine.
 */
const testBuild = process.env.STORYBOOK_TEST_BUILD === '1';

/**
 * Defines NODE_ENV for the bundle through a plugin rather than a top-level `define`: the
 * vanilla-extract compiler copies the top-level config (not the plugins) into the Vite server
 * that evaluates `.css.ts` files, and with NODE_ENV defined there a stylesheet that imports
 * `@hds/ui` for its `vars` (as the studio's do) fails to evaluate react-aria ("createContext is
 * not a function").
 */
const reactDevelopmentBuild: Plugin = {
  name: 'hds:react-development-build',
  config: () => ({ define: { 'process.env.NODE_ENV': JSON.stringify('development') } }),
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    ...storiesIn('../packages/ui/src'),
    ...storiesIn('../apps/studio/src'),
    ...storiesIn('../apps/embeds/src'),
  ],
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
      plugins: [vanillaExtractPlugin(), ...(testBuild ? [reactDevelopmentBuild] : [])],
      ...(testBuild ? { mode: 'development' } : {}),
    }),
};

export default config;
