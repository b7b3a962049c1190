import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SLIDER_INTERVAL_MS } from '@hds/machines';
import { tabTo } from '../../testing/keyboard.ts';
import { Carousel } from './Carousel.tsx';
import { showcaseSlides } from './Carousel.fixtures.ts';

const meta = {
  title: 'Composites/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use it for the landing showcase (4000 ms) and the animated slider demo (3000 ms). ' +
          'Slides fade in 300 ms and wrap around. The play/pause button comes first in the ' +
          'tab order; the carousel pauses while hovered or focused and never advances by ' +
          'itself under prefers-reduced-motion. Screen readers hear slide changes only once ' +
          'the user has taken control (WAI-ARIA APG carousel).',
      },
    },
  },
  args: { 'aria-label': 'Showcase', slides: showcaseSlides, onSlideChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(44rem, 100%)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Showcase' });

const shownSlide = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: /of 3$/ });

/** Focus pauses it; the buttons move and wrap; slide changes are then announced. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(region(canvasElement)).toHaveAttribute('aria-roledescription', 'carousel');
    const live = canvasElement.querySelector('[aria-live]');
    await expect(live).toHaveAttribute('aria-live', 'off');

    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Stop automatic slide show' });
    await expect(toggle).toHaveFocus();
    // Focus inside pauses the rotation, so the live region speaks again.
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('3 of 3'));
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(2));
    await expect(canvas.getByRole('button', { name: 'Slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Slide 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('2 of 3'));
    // Navigation waits for the 300 ms fade to settle (the machine ignores it meanwhile).
    await new Promise((resolve) => setTimeout(resolve, 350));

    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('3 of 3'));
    await new Promise((resolve) => setTimeout(resolve, 350));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('1 of 3'));
  },
};

/** The animated slider: advances by itself every 3000 ms and wraps. */
export const AutoAdvance: Story = {
  args: { 'aria-label': 'Showcase', intervalMs: SLIDER_INTERVAL_MS, reducedMotion: false },
  play: async ({ canvasElement, args }) => {
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('2 of 3'), {
      timeout: SLIDER_INTERVAL_MS + 1500,
    });
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(1));
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  },
};

/** Paused by the user: nothing moves, the toggle offers to start again. */
export const Paused: Story = {
  args: { autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** prefers-reduced-motion: no auto-advance, no fade; manual changes are instant. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /automatic slide show/ })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('2 of 3');
  },
};

/** One slide: no controls at all. */
export const SingleSlide: Story = {
  args: { slides: showcaseSlides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No slides yet: the frame keeps its place and says so, with no controls. */
export const NoSlides: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(region(canvasElement)).toHaveTextContent('No images to show yet');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(region(canvasElement).getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

/**
 * A slide whose picture cannot be loaded reads 'Failed to load image' in its place; the other
 * slides still show theirs.
 */
export const BrokenImage: Story = {
  args: {
    autoPlay: false,
    slides: [
      { ...showcaseSlides[0]!, src: 'data:image/jpeg;base64,AAAA' },
      ...showcaseSlides.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('group', { name: '1 of 3' });
    await expect(
      await within(first).findByRole('img', { name: /^Failed to load image: / }),
    ).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Next slide' }));
    await userEvent.keyboard('{Enter}');
    const second = canvas.getByRole('group', { name: '2 of 3' });
    await waitFor(() => expect(second).not.toHaveAttribute('aria-hidden'));
    await waitFor(() =>
      expect(within(second).getByRole('img')).toHaveAttribute('data-status', 'loaded'),
    );
  },
};

export const LongCaptions: Story = {
  args: {
    slides: showcaseSlides.map((slide) => ({
      ...slide,
      caption: `${String(slide.caption)} — staged for the spring open house with warm golden-hour light and hand-picked furniture`,
    })),
    autoPlay: false,
  },
};

export const Narrow: Story = {
  args: { autoPlay: false, aspectRatio: '4 / 3' },
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { args: { autoPlay: false }, globals: { theme: 'dark' } };
