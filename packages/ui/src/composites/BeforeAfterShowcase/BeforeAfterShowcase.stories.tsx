import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleShowcaseSlides } from '../Landing/Landing.fixtures.ts';
import { BeforeAfterShowcase } from './BeforeAfterShowcase.tsx';

const meta = {
  title: 'Landing/BeforeAfterShowcase',
  component: BeforeAfterShowcase,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The landing hero's before/after pairs: a carousel (4 s, 300 ms fade, wraps, " +
          'play/pause after the shown divider in the tab order) whose slides are `BeforeAfterSlider`s. Drag a ' +
          'divider or move it with the arrow keys, Page Up/Down, Home and End; the rotation ' +
          'pauses while the pointer or focus is inside.',
      },
    },
  },
  args: { slides: sampleShowcaseSlides, autoPlay: false, onSlideChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(44rem, 100%)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BeforeAfterShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: /\(\d of \d\)$/ });

/** Keyboard: play/pause, previous, next (wrapping), and the divider by arrows, Home and End. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(current(canvasElement)).toHaveAccessibleName(
      'Living room: empty and staged (1 of 4)',
    );
    // The first slide's pictures are the hero's: fetched first, not lazily.
    const [after, before] = Array.from(
      current(canvasElement).querySelectorAll('img'),
    ) as HTMLImageElement[];
    await expect(after!.getAttribute('loading')).toBe('lazy');
    await expect(before!.getAttribute('loading')).toBe('lazy');

    // The shown slide's divider comes first, then play/pause and the slide buttons.
    await userEvent.tab();
    await expect(canvas.getByRole('slider')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Wraps from the first slide to the last.
    await waitFor(() =>
      expect(current(canvasElement)).toHaveAccessibleName('Bedroom: empty and staged (4 of 4)'),
    );
    // The change is reported once the fade has run, not when the slide's name changes.
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(3));

    const slider = canvas.getByRole('slider', {
      name: 'Before and after divider: Bedroom: empty and staged',
    });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '52');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '99');
    // Only the shown slide's divider is reachable.
    await expect(canvas.getAllByRole('slider')).toHaveLength(1);
  },
};

/** The hero: the first pair is fetched first and eagerly; the others wait. */
/**
 * The first slide is the page's largest picture: only its two pictures are in the page at
 * first (eager, high priority, sized); the next slide's arrive a moment later, lazily.
 */
export const Priority: Story = {
  args: { priority: true, sizes: '(min-width: 64rem) 42rem, 100vw', autoPlay: false },
  play: async ({ canvasElement }) => {
    const images = () => Array.from(canvasElement.querySelectorAll('img'));
    await expect(images()).toHaveLength(2);
    for (const img of images()) {
      await expect(img.getAttribute('loading')).toBe('eager');
      await expect(img.getAttribute('fetchpriority')).toBe('high');
      await expect(img.getAttribute('width')).toBe('1600');
      await expect(img.getAttribute('height')).toBe('1067');
    }
    await waitFor(() => expect(images()).toHaveLength(4), { timeout: 3000 });
    for (const img of images().slice(2)) {
      await expect(img.getAttribute('loading')).toBe('lazy');
      await expect(img.getAttribute('fetchpriority')).toBeNull();
    }
  },
};

/** Dragging the divider with the pointer; the slide stays while the pointer is on it. */
export const PointerDrag: Story = {
  args: { autoPlay: true, intervalMs: 600 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider');
    const frame = slider.parentElement as HTMLElement;
    const carousel = canvas.getByRole('region', { name: 'Before and after showcase' });
    await fireEvent.pointerEnter(carousel);
    const rect = frame.getBoundingClientRect();
    const at = (fraction: number) => ({
      clientX: rect.left + rect.width * fraction,
      clientY: rect.top + rect.height / 2,
      pointerId: 1,
      button: 0,
    });
    await fireEvent.pointerDown(frame, at(0.3));
    await expect(slider).toHaveAttribute('aria-valuenow', '30');
    await fireEvent.pointerMove(frame, at(0.75));
    await fireEvent.pointerUp(frame, at(0.75));
    await expect(slider).toHaveAttribute('aria-valuenow', '75');
    await new Promise((r) => setTimeout(r, 900));
    await expect(current(canvasElement)).toHaveAccessibleName(
      'Living room: empty and staged (1 of 4)',
    );
  },
};

/** Left alone it advances with the fade and wraps from the last pair to the first. */
export const AutoAdvance: Story = {
  args: { autoPlay: true, intervalMs: 400, slides: sampleShowcaseSlides.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Stop automatic slide show' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(1), {
      timeout: 3000,
    });
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(0), {
      timeout: 3000,
    });
    // Pause: it stays put.
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await fireEvent.pointerLeave(canvas.getByRole('region'));
    const calls = (args.onSlideChange as ReturnType<typeof fn>).mock.calls.length;
    await new Promise((r) => setTimeout(r, 1000));
    await expect((args.onSlideChange as ReturnType<typeof fn>).mock.calls.length).toBe(calls);
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No before and after pictures yet')).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
