import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Grey placeholders shaped like the content that is loading (text lines, an image ' +
          'rectangle, an avatar circle), so the page does not jump when data arrives. Skeletons ' +
          'are `aria-hidden`: put `aria-busy="true"` on the region that is loading, with a ' +
          'visually hidden "Loading..." text or an accessible name, and remove it when the ' +
          'content is in. The shimmer stops under reduced motion. Use a `Spinner` instead for ' +
          'small inline waits and a `ProgressBar` when progress is known.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-skeleton="text"]');
    await expect(root).toHaveAttribute('aria-hidden', 'true');
    await expect(root?.children).toHaveLength(3);
  },
};

export const Rect: Story = { args: { shape: 'rect' } };

export const Circle: Story = { args: { shape: 'circle' } };

/** A project card while loading: the region is `aria-busy` and named. */
export const CardPlaceholder: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Projects" style={{ display: 'grid', gap: '0.75rem' }}>
      <span
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        Loading...
      </span>
      <Skeleton shape="rect" />
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton lines={2} />
      </div>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Projects' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByText('Loading...')).toBeInTheDocument();
  },
};

/** Reduced motion: no shimmer animation. */
export const ReducedMotion: Story = {
  args: { lines: 2 },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-skeleton="text"] > span');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animation = bar ? getComputedStyle(bar).animationName : '';
    await expect(reduced ? animation === 'none' : animation !== 'none').toBe(true);
  },
};

export const NarrowViewport: Story = {
  ...CardPlaceholder,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const DarkTheme: Story = { ...CardPlaceholder, globals: { theme: 'dark' } };
