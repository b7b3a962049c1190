import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { BeforeAfterSlider } from './BeforeAfterSlider.tsx';

const meta = {
  title: 'Composites/BeforeAfterSlider',
  component: BeforeAfterSlider,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use it to show what an edit changed in one room (landing page sliders, comparison ' +
          'of two versions). Drag the divider anywhere on the picture, or Tab to the handle ' +
          'and use the arrow keys (±1 %), Page Up / Page Down (±10 %), Home and End. Both ' +
          'pictures share one frame and keep their proportions.',
      },
    },
  },
  args: {
    before: { src: '/samples/living_room/empty_daylight.jpg', alt: 'Empty living room' },
    after: {
      src: '/samples/living_room/furnished_bohemian_daylight.jpg',
      alt: 'Living room furnished in bohemian style',
    },
    onPositionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(40rem, 100%)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BeforeAfterSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const slider = canvas.getByRole('slider', { name: 'Before and after divider' });
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '51');
    await expect(args.onPositionChange).toHaveBeenLastCalledWith(51);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '49');
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '59');
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(slider).toHaveAttribute('aria-valuenow', '39');
    await expect(slider).toHaveAttribute('aria-valuetext', '39% Before, 61% After');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('img', { name: 'Empty living room' })).toBeInTheDocument();
  },
};

/** A pointer press moves the divider to where it lands, and dragging follows the pointer. */
export const PointerDrag: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider');
    const frame = slider.parentElement as HTMLElement;
    const rect = frame.getBoundingClientRect();
    const at = (fraction: number) => ({
      clientX: rect.left + rect.width * fraction,
      clientY: rect.top + rect.height / 2,
      pointerId: 1,
      button: 0,
    });
    await fireEvent.pointerDown(frame, at(0.25));
    await expect(slider).toHaveAttribute('aria-valuenow', '25');
    await fireEvent.pointerMove(frame, at(0.8));
    await fireEvent.pointerUp(frame, at(0.8));
    await expect(slider).toHaveAttribute('aria-valuenow', '80');
    await fireEvent.pointerMove(frame, at(0.1));
    await expect(slider).toHaveAttribute('aria-valuenow', '80');
    await expect(args.onPositionChange).toHaveBeenLastCalledWith(80);
  },
};

export const InitialPosition: Story = {
  args: { initialPosition: 30 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider')).toHaveAttribute('aria-valuenow', '30');
  },
};

export const CustomLabels: Story = {
  args: {
    before: {
      src: '/samples/kitchen/empty_daylight.jpg',
      alt: 'Kitchen as photographed',
      label: 'Original',
    },
    after: {
      src: '/samples/kitchen/furnished_industrial_daylight.jpg',
      alt: 'Kitchen staged in industrial style',
      label: 'Industrial staging',
    },
    sliderLabel: 'Compare original and staged kitchen',
  },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', {
      name: 'Compare original and staged kitchen',
    });
    await expect(slider).toHaveAttribute('aria-valuetext', '50% Original, 50% Industrial staging');
  },
};

/** Works on a phone: the frame shrinks, the handle stays a 40 px target. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}');
    await expect(within(canvasElement).getByRole('slider')).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Portrait: Story = { args: { aspectRatio: '3 / 4' } };

/** A large picture still arriving: a spinner over the frame, the divider already works. */
export const Loading: Story = {
  args: {
    after: { src: '/samples/slow/staged.jpg', alt: 'Living room furnished in bohemian style' },
  },
  beforeEach: ({ msw }) => {
    msw.use(http.get('/samples/slow/staged.jpg', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading images' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** A picture that cannot be loaded: 'Failed to load image' naming which, and no divider. */
export const BrokenImage: Story = {
  args: {
    after: {
      src: 'data:image/jpeg;base64,AAAA',
      alt: 'Living room furnished in bohemian style',
      label: 'Staged',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fallback = await canvas.findByRole('img', {
      name: 'Failed to load image: Living room furnished in bohemian style',
    });
    await expect(fallback).toHaveTextContent(
      'The Staged picture could not be loaded, so there is nothing to compare.',
    );
    await waitFor(() => expect(canvas.queryByRole('slider')).toBeNull());
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
