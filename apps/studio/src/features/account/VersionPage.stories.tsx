import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PAGE_WAIT, renderStudio, studioBeforeEach } from '../../storybook/StudioStory.tsx';
import { VersionPage } from './VersionPage.tsx';

type BuildGlobals = typeof globalThis & {
  __BUILD_TIME__?: string;
  __HDS_CONFIG__?: Window['__HDS_CONFIG__'];
};

/**
 * The page reads its build time from Vite's `__BUILD_TIME__` define (apps/studio/vite.config.ts,
 * not part of Storybook's build) and the version from the config the server injects: both are
 * set for the story, fixed, and put back afterwards.
 */
const withBuildInfo = (builtAt: string, config: Window['__HDS_CONFIG__']) => () => {
  const globals = globalThis as BuildGlobals;
  const before = { builtAt: globals.__BUILD_TIME__, config: globals.__HDS_CONFIG__ };
  globals.__BUILD_TIME__ = builtAt;
  globals.__HDS_CONFIG__ = config;
  return () => {
    globals.__BUILD_TIME__ = before.builtAt;
    globals.__HDS_CONFIG__ = before.config;
  };
};

const meta = {
  title: 'Pages/Version',
  component: VersionPage,
  parameters: {
    layout: 'fullscreen',
    studio: { path: '/app/version_details' },
    docs: {
      description: {
        component:
          '`/app/version_details` in the whole studio: version, build time and environment. ' +
          'It calls no API (no loading, empty or error state) and does not gate on sign-in.',
      },
    },
  },
  beforeEach: [
    studioBeforeEach,
    withBuildInfo('2026-11-20T10:00:00.000Z', {
      firebase: null,
      version: '1.0.45',
      environment: 'staging',
    }),
  ],
  render: renderStudio,
} satisfies Meta<typeof VersionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The build the server reports. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Version' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(
      canvas.getByText('Version', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('1.0.45');
    await expect(canvas.getByText('Fri, 20 Nov 2026 10:00:00 GMT')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
    await expect(canvas.getByText('staging')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

/** Back to Home leaves the app shell for the landing page. */
export const BackToHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to Home' }, PAGE_WAIT));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /See the room it could be/ }, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** Without a server config the bundled defaults show; an unreadable build time shows as is. */
export const Defaults: Story = {
  beforeEach: withBuildInfo('unknown', undefined),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('production', undefined, PAGE_WAIT)).toBeVisible();
    await expect(canvas.getByText('unknown')).toHaveAttribute('datetime', 'unknown');
  },
};

/** Signed out the page still shows: it is not behind the sign-in gate. */
export const SignedOut: Story = {
  parameters: { studio: { session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Version' }, PAGE_WAIT),
    ).toBeVisible();
  },
};
