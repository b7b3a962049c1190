import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../../testing/keyboard.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { EditControls, type EditControlsProps } from './EditControls.tsx';
import { LOCAL_LIMITS } from '@hds/api-client/contract';
import {
  detectedCategories,
  localLimitsCapabilities,
  modelsCapabilities,
  localOnlyCapabilities,
} from './EditControls.fixtures.ts';

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

/**
 * The option lists of spec part 1 §3 (ids in the spec's order). Written out here, not read
 * from the contract, so a change to either shows up as a failing story.
 */
const spec = {
  furnitureStyles: [
    'modern',
    'minimalist',
    'scandinavian',
    'industrial',
    'rustic',
    'luxury',
    'bohemian',
    'traditional',
  ],
  roomTypes: ['living_room', 'bedroom', 'kitchen', 'bathroom', 'dining_room', 'office', 'outdoor'],
  lightingTypes: [
    'twilight',
    'golden_hour',
    'ambient',
    'flamboyant',
    'moody',
    'evenly_lit',
    'hard_direct',
    'warm_light',
    'cool_light',
  ],
  skyTypes: ['sunny', 'blue_sky', 'clear_blue', 'dramatic', 'sunset', 'partly_cloudy'],
  emptyRoomTypes: ['general', 'living_room', 'kitchen', 'bedroom', 'bathroom'],
  /** The spec names ten colours, each with a hex value; the values are this product's paints. */
  wallColors: [
    ['White', '#F5F5F2'],
    ['Beige', '#E3D5BC'],
    ['Gray', '#A7A9A8'],
    ['Blue', '#7E9CC0'],
    ['Green', '#8FA77F'],
    ['Navy', '#2E3F5C'],
    ['Charcoal', '#3C3F42'],
    ['Sage', '#B2BFA0'],
    ['Taupe', '#9C8B7A'],
    ['Cream', '#F2E8D0'],
  ],
  /** Not in the spec: this package's choice (README, "Window views"). */
  windowViews: ['garden', 'city', 'ocean', 'mountains', 'forest'],
} as const;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/**
 * Tabs to a Select, opens it with ArrowDown and reads its options in order (ids and labels)
 * and the selected one; Escape closes it again.
 */
async function readOptions(canvasElement: HTMLElement, trigger: HTMLElement) {
  await tabTo(trigger);
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  const items = within(listbox).getAllByRole('option');
  const read = {
    ids: items.map((item) => item.getAttribute('data-key')),
    labels: items.map((item) => item.textContent?.trim()),
    selected: items.find((item) => item.getAttribute('aria-selected') === 'true')?.dataset.key,
  };
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(trigger).toHaveFocus());
  return read;
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
    await expect(canvas.getByRole('radio', { name: 'White' })).toBeChecked();
    // The ten colours in the spec's order, each swatch painted with its hex value.
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(
      spec.wallColors.map(([name]) => name),
    );
    for (const [name, hex] of spec.wallColors) {
      const chip = canvas
        .getByRole('radio', { name })
        .closest('label')
        ?.querySelector('[data-paint]');
      await expect(getComputedStyle(chip as Element).backgroundColor).toBe(rgb(hex));
    }
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Beige' })).toBeChecked();
    // Past 'Advanced' (the optional seed) to the apply button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Advanced' })).toHaveFocus();
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

/**
 * Furniture: the 8 styles and 7 room types in the spec's order, defaults modern / living room;
 * then type-ahead on the closed selects and Add Furniture.
 */
export const Furniture: Story = {
  args: { defaultExpanded: ['furniture'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const style = canvas.getByRole('button', { name: 'Modern Style' });
    const styles = await readOptions(canvasElement, style);
    await expect(styles.ids).toEqual(spec.furnitureStyles);
    await expect(styles.labels).toEqual([
      'Modern',
      'Minimalist',
      'Scandinavian',
      'Industrial',
      'Rustic',
      'Luxury',
      'Bohemian',
      'Traditional',
    ]);
    await expect(styles.selected).toBe('modern');
    const room = canvas.getByRole('button', { name: 'Living room Room type' });
    const rooms = await readOptions(canvasElement, room);
    await expect(rooms.ids).toEqual(spec.roomTypes);
    await expect(rooms.labels).toContain('Dining room');
    await expect(rooms.selected).toBe('living_room');

    await tabTo(style, { backwards: true });
    // Type-ahead on the closed select picks the first match.
    await userEvent.keyboard('i');
    await waitFor(() => expect(style).toHaveTextContent('Industrial'));
    await userEvent.tab();
    await userEvent.keyboard('k');
    await tabTo(canvas.getByRole('button', { name: 'Add Furniture' }));
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual([
      'furniture',
      { style: 'industrial', room_type: 'kitchen' },
    ]);
  },
};

/**
 * Lighting: the 9 types in the spec's order, default golden hour; sliders 1.2 / 1.1 / 0
 * (spec §9), arrows step them by 0.1.
 */
export const Lighting: Story = {
  args: { defaultExpanded: ['lighting'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const types = await readOptions(
      canvasElement,
      canvas.getByRole('button', { name: 'Golden hour Lighting' }),
    );
    await expect(types.ids).toEqual(spec.lightingTypes);
    await expect(types.labels).toEqual([
      'Twilight',
      'Golden hour',
      'Ambient',
      'Flamboyant',
      'Moody',
      'Evenly lit',
      'Hard direct',
      'Warm light',
      'Cool light',
    ]);
    await expect(types.selected).toBe('golden_hour');
    const brightness = canvas.getByRole('slider', { name: 'Brightness' });
    await expect(brightness).toHaveValue('1.2');
    await expect(canvas.getByRole('slider', { name: 'Contrast' })).toHaveValue('1.1');
    await expect(canvas.getByRole('slider', { name: 'Warmth' })).toHaveValue('0');
    await tabTo(brightness);
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await tabTo(canvas.getByRole('button', { name: 'Apply Lighting' }));
    await userEvent.keyboard('{Enter}');
    const [operation, sent] = lastCall(args.onApply) as [string, Record<string, number>];
    await expect(operation).toBe('lighting');
    await expect(sent.type).toBe('golden_hour');
    await expect(sent.brightness).toBeCloseTo(1.3);
    await expect(sent.contrast).toBeCloseTo(0.9);
    await expect(sent.warmth).toBeCloseTo(0.1);
  },
};

/** Empty room: the 5 room types, 'General (auto-detect)' by default; strength and guidance scale. */
export const EmptyRoom: Story = {
  args: { defaultExpanded: ['empty_room'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'General (auto-detect) Room type' });
    const rooms = await readOptions(canvasElement, trigger);
    await expect(rooms.ids).toEqual(spec.emptyRoomTypes);
    await expect(rooms.labels).toEqual([
      'General (auto-detect)',
      'Living room',
      'Kitchen',
      'Bedroom',
      'Bathroom',
    ]);
    await expect(rooms.selected).toBe('general');
    await tabTo(canvas.getByRole('button', { name: 'Empty the Room' }));
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

/**
 * Upscale of a photo whose ×4 would pass 40 MP (e.g. 2000 × 1500, `max_upscale: 2`): 4x is
 * disabled with the reason beside it, before the user clicks, and a 4x chosen earlier falls
 * back to 2x.
 */
export const UpscaleLimited: Story = {
  args: {
    defaultExpanded: ['upscale'],
    maxUpscale: 2,
    defaultValues: { upscaleScale: 4 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const two = canvas.getByRole('radio', { name: '2x' });
    const four = canvas.getByRole('radio', { name: '4x' });
    await expect(two).toBeChecked();
    await expect(four).toBeDisabled();
    const note = canvas.getByText('×4 would exceed 40 MP for this photo');
    await expect(note).toBeVisible();
    // The note describes the group, so a screen reader hears it with the choice.
    await expect(canvas.getByRole('radiogroup', { name: 'Scale' })).toHaveAccessibleDescription(
      '×4 would exceed 40 MP for this photo',
    );
    two.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(two).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual(['upscale', { scale: 2 }]);
  },
};

/** Upscale of a photo too large for any scale (12 MP, `max_upscale: null`): nothing to click. */
export const UpscaleTooLarge: Story = {
  args: { defaultExpanded: ['upscale'], maxUpscale: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('This photo is too large to upscale: the result would exceed 40 MP'),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '2x' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '4x' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Upscale Image' })).toBeDisabled();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Sky: the 6 sky types in the spec's order, default blue sky; Replace Sky sends it. */
export const Sky: Story = {
  args: { defaultExpanded: ['sky_replacement'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const skies = await readOptions(
      canvasElement,
      canvas.getByRole('button', { name: 'Blue sky Sky' }),
    );
    await expect(skies.ids).toEqual(spec.skyTypes);
    await expect(skies.labels).toEqual([
      'Sunny',
      'Blue sky',
      'Clear blue',
      'Dramatic',
      'Sunset',
      'Partly cloudy',
    ]);
    await expect(skies.selected).toBe('blue_sky');
    await tabTo(canvas.getByRole('button', { name: 'Replace Sky' }));
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

/**
 * Window view: the spec lists no views; this package offers garden, city, ocean, mountains and
 * forest (default garden — see the README).
 */
export const WindowView: Story = {
  args: { defaultExpanded: ['window_view'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const views = await readOptions(
      canvasElement,
      canvas.getByRole('button', { name: 'Garden View' }),
    );
    await expect(views.ids).toEqual(spec.windowViews);
    await expect(views.selected).toBe('garden');
    await tabTo(canvas.getByRole('button', { name: 'Replace Window View' }));
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

/** The default install: each card says what the built-in engine does there and where it refuses. */
export const LocalLimits: Story = {
  args: { capabilities: localLimitsCapabilities, defaultExpanded: ['empty_room'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LOCAL_LIMITS.empty_room!.limits!)).toBeVisible();
    // The limits are a note: the edit can still be applied.
    await expect(canvas.getByRole('button', { name: 'Empty the Room' })).toBeEnabled();
    canvas.getByRole('button', { name: /^Furniture/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/Refuses a room that already has furniture/)).toBeVisible();
  },
};

/** Models on the default install (issue #39): each card says which part a model does and which the heuristics. */
export const Models: Story = {
  args: { capabilities: modelsCapabilities, defaultExpanded: ['declutter'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (operation: string) =>
      within(canvasElement.querySelector<HTMLElement>(`[data-operation="${operation}"]`)!);
    await expect(
      card('declutter').getByText(
        'Runs with the scene segmentation model. No inpainting model on this server: the built-in heuristics do that part.',
      ),
    ).toBeVisible();
    canvas.getByRole('button', { name: /^Wall Color/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      card('wall_color').getByText('Runs with the scene segmentation model.'),
    ).toBeVisible();
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

/**
 * Where the server's engine can follow a drawn mask, the cards of those operations offer
 * 'Preview Mask' beside their apply button (with the card's arguments), and object removal
 * offers 'Brush to Remove'. Other cards are unchanged.
 */
export const MaskPreview: Story = {
  args: {
    maskOperations: ['wall_color', 'sky_replacement', 'object_removal'],
    onEditMask: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('button', { name: 'Preview Mask' });
    preview.focus();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onEditMask)).toEqual([
      'wall_color',
      { color: 'white', strength: 0.8, guidance_scale: 7.5 },
    ]);
    await expect(args.onApply).not.toHaveBeenCalled();
    // Declutter's server cannot follow a mask here: its card has no preview.
    await userEvent.click(canvas.getByRole('button', { name: 'Declutter' }));
    const declutter = canvasElement.querySelector('[data-operation="declutter"]') as HTMLElement;
    await expect(
      await within(declutter).findByRole('button', { name: 'Declutter Room' }),
    ).toBeVisible();
    await expect(within(declutter).queryByRole('button', { name: 'Preview Mask' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Object Removal' }));
    const brush = await canvas.findByRole('button', { name: 'Brush to Remove' });
    await userEvent.click(brush);
    await expect(lastCall(args.onEditMask)).toEqual(['object_removal', {}]);
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

/**
 * The optional seed (spec part 1 §3) under 'Advanced': opened without closing the card, sent
 * with the args when set; a value that is not a seed says so and blocks Apply.
 */
export const AdvancedSeed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const advanced = canvas.getByRole('button', { name: 'Advanced' });
    await expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await tabTo(advanced);
    await userEvent.keyboard('{Enter}');
    await expect(advanced).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Wall Color' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.tab();
    const seed = canvas.getByRole('textbox', { name: 'Seed' });
    await expect(seed).toHaveFocus();
    await expect(seed).toHaveAccessibleDescription(/leave empty for a new one/);

    await userEvent.keyboard('12.5');
    await expect(seed).toHaveAccessibleDescription(
      /Seed must be a whole number from 0 to 4294967295/,
    );
    const apply = canvas.getByRole('button', { name: 'Apply Wall Color' });
    await expect(apply).toBeDisabled();

    await userEvent.clear(seed);
    await userEvent.keyboard('4294967296');
    await expect(apply).toBeDisabled();
    await userEvent.clear(seed);
    await userEvent.keyboard('42');
    await expect(seed).not.toHaveAttribute('aria-invalid');
    await tabTo(apply);
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual([
      'wall_color',
      { color: 'white', strength: 0.8, guidance_scale: 7.5, seed: 42 },
    ]);
  },
};

/** Without a seed nothing is sent for it; upscale and watermark removal take none at all. */
export const NoSeedWhereNotTaken: Story = {
  args: { defaultExpanded: ['upscale'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Advanced' })).toBeNull();
    await tabTo(canvas.getByRole('button', { name: 'Upscale Image' }));
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onApply)).toEqual(['upscale', { scale: 2 }]);
  },
};

/** A long reason from the server and a long failure message wrap inside the card. */
export const LongText: Story = {
  args: {
    defaultExpanded: ['furniture'],
    capabilities: {
      ...localOnlyCapabilities,
      operations: localOnlyCapabilities.operations.map((c) =>
        c.operation === 'furniture'
          ? {
              ...c,
              reason:
                'Virtual staging needs a generative engine (Replicate or ComfyUI). Ask the ' +
                'administrator to set REPLICATE_API_TOKEN or COMFYUI_URL, then reload the ' +
                'playground to use this edit on https://homedesign.example/app/playground.',
            }
          : c,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-operation="furniture"]') as HTMLElement;
    await expect(within(card).getByText(/REPLICATE_API_TOKEN/)).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
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
