import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeVersion } from '@hds/api-client/msw';
import { ComparisonView } from './ComparisonView.tsx';

const original = makeVersion({ id: 'ver-original', label: 'Original' });
const staged = makeVersion({
  id: 'ver-staged',
  label: 'Bohemian staging',
  kind: 'generated',
  is_primary: false,
  preview_url: '/samples/living_room/furnished_bohemian_daylight.jpg',
  storage_url: '/samples/living_room/furnished_bohemian_daylight.jpg',
  thumbnail_url: '/samples/living_room/furnished_bohemian_daylight.jpg',
});

const meta = {
  title: 'Composites/ComparisonView',
  component: ComparisonView,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Use it in the playground's left column when the user compares two versions: side " +
          "by side with each version's label, or overlaid with a draggable divider (Slider). " +
          "'Exit Comparison' returns to the single version.",
      },
    },
  },
  args: { left: original, right: staged, onExit: fn(), onModeChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(52rem, 100%)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComparisonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Comparison of Original and Bohemian staging' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Original' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Bohemian staging' })).toBeVisible();

    await userEvent.tab();
    const sideBySide = canvas.getByRole('radio', { name: 'Side by side' });
    await expect(sideBySide).toHaveFocus();
    await expect(sideBySide).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    const slider = canvas.getByRole('radio', { name: 'Slider' });
    await expect(slider).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onModeChange).toHaveBeenLastCalledWith('slider');
    const divider = canvas.getByRole('slider', {
      name: 'Divider between Original and Bohemian staging',
    });
    await expect(divider).toHaveAttribute('aria-valuetext', '50% Original, 50% Bohemian staging');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Exit Comparison' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExit).toHaveBeenCalledOnce();
  },
};

export const SliderMode: Story = {
  args: { defaultMode: 'slider' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const divider = canvas.getByRole('slider');
    const exit = canvas.getByRole('button', { name: 'Exit Comparison' });
    await expect(canvas.getByRole('radio', { name: 'Slider' })).toBeChecked();
    // The layout switch comes first (a real Tab stops once in it; user-event's simulated Tab
    // may stop on each option), then Exit Comparison, then the divider.
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('role', 'radio');
    for (let step = 0; step < 2 && canvasElement.ownerDocument.activeElement !== exit; step += 1) {
      await userEvent.tab();
    }
    await expect(exit).toHaveFocus();
    await userEvent.tab();
    await expect(divider).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(divider).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A version still being generated has no picture yet: a placeholder keeps the layout. */
export const MissingPicture: Story = {
  args: {
    right: { ...staged, preview_url: null, storage_url: null, thumbnail_url: null },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Bohemian staging has no picture yet'),
    ).toBeVisible();
  },
};

export const LongLabels: Story = {
  args: {
    left: { ...original, label: 'Original upload from the listing photographer, north-facing' },
    right: {
      ...staged,
      label: 'Bohemian staging with rattan armchairs, layered rugs and trailing plants — v3',
    },
  },
};

/** Below 480 px of width the two versions stack. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
