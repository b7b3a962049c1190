import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EditControls, type EditControlsProps } from './EditControls.tsx';
import { detectedCategories, localOnlyCapabilities } from './EditControls.fixtures.ts';

const meta = {
  title: 'Composites/EditControls',
  component: EditControls,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The playground's right column (spec part 1 §2/§3): one card per edit — wall colour, " +
          'furniture, lighting, sky, empty room, object removal, upscale, declutter, window view, ' +
          'watermark removal — with the enumerations and defaults of `@hds/api-client`. Opening ' +
          'a card closes the other; Apply calls `onApply(operation, args)` with args validated ' +
          "by the contract. Pass `processingOperation` while the job runs ('Processing', every " +
          'card disabled) and `capabilities` so operations the server cannot run explain why. ' +
          'Object removal runs `objectRemovalMachine` with the injected `detect` and `remove`.',
      },
    },
  },
  args: {
    imageId: 'img-0001',
    versionId: 'ver-0001',
    onApply: fn(),
    detect: fn(async () => detectedCategories),
    remove: fn(async () => ({ job_id: 'job-1' })),
    onRemoved: fn(),
  },
  beforeEach: () => clearStaleAnnouncements,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EditControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A pending Button announces itself through react-aria's live announcer, which keeps the
 * message (labelled by the button's id) for 7 s. When the next story renders, that id no
 * longer exists and axe reports the stale message; clear it when a story unmounts.
 */
function clearStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((n) => n.remove());
}

const lastCall = (mock: unknown) =>
  (mock as { mock: { calls: unknown[][] } }).mock.calls.at(-1) ?? [];

/** Keyboard only: the wall colour card is open; arrows pick a colour, Enter applies. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Wall Color' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'White' })).toHaveFocus();
    await expect(canvas.getAllByRole('radio')).toHaveLength(10);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Beige' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply Wall Color' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual([
      'wall_color',
      { color: 'beige', strength: 0.8, guidance_scale: 7.5 },
    ]);
  },
};

/** Opening another card closes the open one; Enter on a card heading toggles it. */
export const OneCardAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wall = canvas.getByRole('button', { name: 'Wall Color' });
    const furniture = canvas.getByRole('button', { name: 'Furniture' });
    furniture.focus();
    await userEvent.keyboard('{Enter}');
    await expect(furniture).toHaveAttribute('aria-expanded', 'true');
    await expect(wall).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('radio', { name: 'White' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(furniture).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Furniture: the style select with type-ahead, the room type, then Add Furniture. */
export const Furniture: Story = {
  args: { defaultExpanded: ['furniture'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const style = canvas.getByRole('button', { name: /Modern\s*Style/ });
    style.focus();
    // Type-ahead on the closed select picks the first match.
    await userEvent.keyboard('i');
    await waitFor(() => expect(style).toHaveTextContent('Industrial'));
    await userEvent.tab();
    await userEvent.keyboard('k');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add Furniture' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual([
      'furniture',
      { style: 'industrial', room_type: 'kitchen' },
    ]);
  },
};

/** Lighting: defaults 1.2 / 1.1 / 0 (spec §9); arrows step the sliders by 0.1. */
export const Lighting: Story = {
  args: { defaultExpanded: ['lighting'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const brightness = canvas.getByRole('slider', { name: 'Brightness' });
    await expect(brightness).toHaveValue('1.2');
    brightness.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const [operation, sent] = lastCall(args.onApply) as [string, Record<string, number>];
    await expect(operation).toBe('lighting');
    await expect(sent.type).toBe('golden_hour');
    await expect(sent.brightness).toBeCloseTo(1.3);
    await expect(sent.contrast).toBeCloseTo(0.9);
    await expect(sent.warmth).toBeCloseTo(0.1);
  },
};

/** Empty room: 'General (auto-detect)' by default, with strength and guidance scale. */
export const EmptyRoom: Story = {
  args: { defaultExpanded: ['empty_room'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /General \(auto-detect\)/ })).toBeVisible();
    canvas.getByRole('button', { name: 'Empty the Room' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual([
      'empty_room',
      { room_type: 'general', strength: 0.8, guidance_scale: 7.5 },
    ]);
  },
};

/** Upscale: 2x by default, arrows choose 4x. */
export const Upscale: Story = {
  args: { defaultExpanded: ['upscale'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const two = canvas.getByRole('radio', { name: '2x' });
    await expect(two).toBeChecked();
    two.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual(['upscale', { scale: 4 }]);
  },
};

/** Replace Sky: sends the contract's args with their defaults. */
export const Sky: Story = {
  args: { defaultExpanded: ['sky_replacement'] },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Replace Sky' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual(['sky_replacement', { sky_type: 'blue_sky' }]);
  },
};

/** Declutter Room: sends the contract's args with their defaults. */
export const Declutter: Story = {
  args: { defaultExpanded: ['declutter'] },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Declutter Room' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual(['declutter', { strength: 0.8 }]);
  },
};

/** Replace Window View: sends the contract's args with their defaults. */
export const WindowView: Story = {
  args: { defaultExpanded: ['window_view'] },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Replace Window View' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual(['window_view', { view: 'garden' }]);
  },
};

/** Remove Watermark: sends the contract's args with their defaults. */
export const WatermarkRemoval: Story = {
  args: { defaultExpanded: ['watermark_removal'] },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Remove Watermark' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual(['watermark_removal', {}]);
  },
};

/** No image loaded: the cards stay readable but nothing can be applied. */
export const NoImage: Story = {
  args: { imageId: null, versionId: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please upload an image first')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply Wall Color' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'White' })).toBeDisabled();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** A job is running: 'Processing' is announced, its card is pending, the others disabled. */
export const Processing: Story = {
  args: { processingOperation: 'wall_color' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing');
    await expect(canvas.getByRole('button', { name: /Apply Wall Color/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    canvas.getByRole('button', { name: /^Lighting/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Apply Lighting' })).toBeDisabled();
  },
};

/** The submit call is slow: the card is pending until `onApply` settles. */
export const Submitting: Story = {
  args: { onApply: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply Wall Color' });
    apply.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(apply).toHaveAttribute('data-pending', 'true'));
  },
};

/** The submit call failed: the card says so and can be retried. */
export const ApplyFailed: Story = {
  args: { onApply: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply Wall Color' });
    apply.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to apply edit');
    await expect(apply).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(2);
  },
};

/** Capabilities: unavailable operations explain the server's reason and offer no button. */
export const Unavailable: Story = {
  args: { capabilities: localOnlyCapabilities, defaultExpanded: ['furniture'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/needs a generative engine/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Furniture' })).toBeNull();
    await expect(canvas.getAllByText('Unavailable')).toHaveLength(2);
    // No reason from the server: a generic explanation.
    canvas.getByRole('button', { name: /^Empty Room/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('This edit is not available on this server.')).toBeVisible();
  },
};

/** Object removal: detect, at least one category, remove the chosen ones. */
export const ObjectRemoval: Story = {
  args: { defaultExpanded: ['object_removal'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const detect = canvas.getByRole('button', { name: /Detect Objects/ });
    detect.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.detect).toHaveBeenCalledWith('ver-0001', 'img-0001');
    const group = await canvas.findByRole('group', { name: 'Objects to remove' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    // Nothing chosen yet: the rule of spec §5.
    canvas.getByRole('button', { name: 'Remove Selected' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Select at least one category to remove',
    );
    await expect(args.remove).not.toHaveBeenCalled();
    within(group).getByRole('checkbox', { name: /Chair/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Selected' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.remove).toHaveBeenCalledTimes(1));
    await expect(lastCall(args.remove)).toEqual([
      ['chair'],
      { imageId: 'img-0001', versionId: 'ver-0001', detectedCategories: expect.any(Array) },
    ]);
    await waitFor(() => expect(args.onRemoved).toHaveBeenCalledWith({ job_id: 'job-1' }));
    await expect(await canvas.findByRole('button', { name: /Detect Objects/ })).toBeVisible();
  },
};

/** A stored detection skips the detect call. */
export const ObjectRemovalCached: Story = {
  args: { defaultExpanded: ['object_removal'], cachedDetection: detectedCategories },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Detect Objects/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('checkbox', { name: /Tv/ })).toBeVisible();
    await expect(args.detect).not.toHaveBeenCalled();
  },
};

/** Detection failed: the message, and Detect Objects again. */
export const ObjectRemovalDetectFailed: Story = {
  args: {
    defaultExpanded: ['object_removal'],
    detect: fn(async () => Promise.reject(new Error('500'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Detect Objects/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to detect objects');
    await expect(canvas.getByRole('button', { name: /Detect Objects/ })).toBeEnabled();
  },
};

/** Collapsing the card resets the flow (spec §4). */
export const ObjectRemovalResetsOnCollapse: Story = {
  args: { defaultExpanded: ['object_removal'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Detect Objects/ }).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('group', { name: 'Objects to remove' });
    const trigger = canvas.getByRole('button', { name: 'Object Removal' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByRole('group', { name: 'Objects to remove' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Detect Objects/ })).toBeVisible();
  },
};

function VersionSwitcher(args: EditControlsProps) {
  const [versionId, setVersionId] = useState('ver-0001');
  return (
    <>
      <Button variant="secondary" onPress={() => setVersionId('ver-0002')}>
        Select version 2
      </Button>
      <EditControls {...args} versionId={versionId} />
    </>
  );
}

/** Selecting another version resets the flow too. */
export const ObjectRemovalResetsOnVersionChange: Story = {
  args: { defaultExpanded: ['object_removal'] },
  render: (args) => <VersionSwitcher {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Detect Objects/ }).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('group', { name: 'Objects to remove' });
    canvas.getByRole('button', { name: 'Select version 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.queryByRole('group', { name: 'Objects to remove' })).toBeNull(),
    );
    canvas.getByRole('button', { name: /Detect Objects/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.detect).toHaveBeenLastCalledWith('ver-0002', 'img-0001');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultExpanded: ['lighting'] },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};

export const DarkThemeProcessing: Story = {
  globals: { theme: 'dark' },
  args: { processingOperation: 'wall_color', capabilities: localOnlyCapabilities },
};
