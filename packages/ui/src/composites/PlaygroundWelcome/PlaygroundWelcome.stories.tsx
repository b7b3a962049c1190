import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import {
  PlaygroundWelcome,
  playgroundWelcomeMessages,
  type WelcomeSample,
} from './PlaygroundWelcome.tsx';

const samples: WelcomeSample[] = [
  {
    id: 'img-kitchen-before',
    src: '/samples/kitchen/empty_daylight.jpg',
    label: 'Kitchen',
    caption: 'Before',
    href: '#kitchen-before',
  },
  {
    id: 'img-kitchen-after',
    src: '/samples/kitchen/furnished_mediterranean_daylight.jpg',
    label: 'Kitchen',
    caption: 'After',
    href: '#kitchen-after',
  },
  {
    id: 'img-living-before',
    src: '/samples/living_room/empty_daylight.jpg',
    label: 'Living room',
    caption: 'Before',
    href: '#living-before',
  },
  {
    id: 'img-living-after',
    src: '/samples/living_room/furnished_industrial_daylight.jpg',
    label: 'Living room',
    caption: 'After',
    href: '#living-after',
  },
];

/** The app's router: sample links navigate through it (and stay in the story). */
const navigate = fn();

const meta = {
  title: 'Composites/PlaygroundWelcome',
  component: PlaygroundWelcome,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The playground's welcome card for a first-time user (spec part 1 §2): a short " +
          'welcome, three steps, and the sample project’s four pictures, each a link into the ' +
          'playground (`onOpenSample` hears which one was chosen). Loading keeps four tiles the ' +
          "size of the pictures; a failure ('Failed to initialize sample project') or a missing " +
          'sample set shows one button (`onRetry`). Put the upload area in `children`.',
      },
    },
  },
  args: {
    samples,
    onOpenSample: fn(),
    onRetry: fn(),
    // The app declares its router's options type (react-aria RouterConfig); the kit has none.
    sampleRouterOptions: { state: { sample: true } } as never,
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxWidth: '64rem' }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof PlaygroundWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The four samples; the keyboard reaches each link, and choosing one reports it and navigates
 * with the router options.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: playgroundWelcomeMessages.title }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: playgroundWelcomeMessages.samplesLabel });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAccessibleName(/Kitchen\s*Before/);
    await expect(links[0]).toHaveAttribute('href', '#kitchen-before');

    while (canvasElement.ownerDocument.activeElement !== links[1]) await userEvent.tab();
    await expect(links[1]).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenSample).toHaveBeenCalledWith(samples[1]);
    await expect(navigate).toHaveBeenCalledWith('#kitchen-after', { state: { sample: true } });
  },
};

/** Loading: four placeholder tiles, the card marked busy, no links yet. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: playgroundWelcomeMessages.title }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-skeleton="rect"]')).toHaveLength(4);
  },
};

/** The sample project could not be made: the spec's message and a retry button. */
export const InitFailed: Story = {
  args: { error: playgroundWelcomeMessages.initFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to initialize sample project',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No sample project (the user removed it): one button brings the samples back. */
export const Empty: Story = {
  args: { samples: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(playgroundWelcomeMessages.noSamples)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample Images' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Creating the samples: the button shows as pending. */
export const Retrying: Story = {
  args: { samples: [], isRetrying: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Load Sample Images/ });
    await expect(button).toHaveAttribute('data-pending');
  },
};

/** Extra content (the upload area in the studio) comes under a divider. */
export const WithUpload: Story = {
  args: {
    children: (
      <>
        <h3 style={{ margin: 0, fontSize: '1rem' }}>Or Upload Your Own</h3>
        <div>
          <Button variant="secondary">Choose a file</Button>
        </div>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Or Upload Your Own' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

/** At phone width the samples sit two by two and nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: playgroundWelcomeMessages.title });
    const links = canvas.getAllByRole('link');
    const [a, b, c] = links.map((l) => l.getBoundingClientRect());
    // Two per row: the third tile starts a new row under the first.
    await expect(Math.round(a!.top)).toBe(Math.round(b!.top));
    await expect(c!.top).toBeGreaterThan(a!.bottom - 1);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkLoading: Story = { ...Loading, globals: { theme: 'dark' } };
