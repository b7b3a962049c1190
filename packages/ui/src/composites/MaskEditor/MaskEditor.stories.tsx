import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { confidenceMessages } from '@hds/api-client/contract';
import { tabTo } from '../../testing/keyboard.ts';
import { MaskEditor } from './MaskEditor.tsx';
import {
  SAMPLE_HEIGHT,
  SAMPLE_WIDTH,
  after,
  blockPreview,
  blockSegmentClick,
  kitchenSrc,
  livingRoomScene,
  livingRoomSrc,
  scenePreview,
} from './MaskEditor.fixtures.ts';

/** The live region that says what the mask holds. */
const liveText = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;

const stageOf = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('application', {}, { timeout: 5000 });

/** The client point at a share (0…1) of the picture's width and height. */
function pointOn(canvasElement: HTMLElement, fx: number, fy: number) {
  const canvas = canvasElement.querySelector('canvas') as HTMLCanvasElement;
  const rect = canvas.getBoundingClientRect();
  return { clientX: rect.left + rect.width * fx, clientY: rect.top + rect.height * fy };
}

async function clickOn(canvasElement: HTMLElement, fx: number, fy: number) {
  const stage = await stageOf(canvasElement);
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: stage,
    coords: pointOn(canvasElement, fx, fy),
  });
}

/** A brush stroke from one point of the picture to another (shares of its size). */
async function strokeOn(canvasElement: HTMLElement, from: [number, number], to: [number, number]) {
  const stage = await stageOf(canvasElement);
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: stage, coords: pointOn(canvasElement, ...from) },
    { target: stage, coords: pointOn(canvasElement, (from[0] + to[0]) / 2, (from[1] + to[1]) / 2) },
    { target: stage, coords: pointOn(canvasElement, ...to) },
    { keys: '[/MouseLeft]', target: stage },
  ]);
}

/** The share of the image in the live text ("… 38 % of the image"). */
const percentIn = (text: string) => Number(/(\d+) % of the image/.exec(text)?.[1] ?? NaN);

const meta = {
  title: 'Composites/MaskEditor',
  component: MaskEditor,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    imageSrc: kitchenSrc,
    imageAlt: 'Empty kitchen in daylight',
    label: 'Wall mask',
    applyLabel: 'Apply Wall Color',
    loadPreview: fn(() => after(150, blockPreview())),
    onApply: fn(() => after(300, undefined)),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(60rem, 100%)', marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MaskEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The kitchen of the Sample Project with regions as the engine makes them (the scene's own
 * segmentation on a 320-cell grid) and the walls as the automatic mask. Keyboard: the first
 * region toggles with Space and Ctrl+Z takes it back.
 */
export const Default: Story = {
  args: {
    loadPreview: fn((signal: AbortSignal) => scenePreview('kitchen/empty_daylight', { signal })),
  },
  play: async ({ canvasElement }) => {
    const stage = await stageOf(canvasElement);
    const live = liveText(canvasElement);
    await waitFor(() =>
      expect(live).toHaveTextContent(/^Wall mask: \d+ regions?, \d+ % of the image$/),
    );
    const automatic = live.textContent;
    await tabTo(stage);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(live).toHaveTextContent(/^Region 1 of \d+/));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live).not.toHaveTextContent(/^Region/));
    await expect(live.textContent).not.toBe(automatic);
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(live.textContent).toBe(automatic));
  },
};

/**
 * The wall colour's automatic mask (the top band of block regions) over the kitchen. A click on
 * a region takes it out whole; Undo (the button, then Ctrl+Z after a Redo) brings it back.
 */
export const ClickAndUndo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stageOf(canvasElement);
    const live = liveText(canvasElement);
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 4 regions, 34 % of the image'));
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();

    // The second region of the top row leaves the mask.
    await clickOn(canvasElement, 3 / 8, 1 / 6);
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 3 regions, 25 % of the image'));
    await expect(
      canvas.getByText('Wall mask: 3 regions, 25 % of the image', { selector: 'span' }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 4 regions, 34 % of the image'));
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 3 regions, 25 % of the image'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 4 regions, 34 % of the image'));

    // A bottom region joins; Reset to automatic goes back, and is undoable itself.
    await clickOn(canvasElement, 1 / 8, 5 / 6);
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 5 regions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to automatic' }));
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 4 regions, 34 % of the image'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 5 regions'));
  },
};

/**
 * Keyboard alone: Tab to the picture (named, with its instructions), arrow keys step through
 * the regions (announced), Space toggles the focused one.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const stage = await stageOf(canvasElement);
    await expect(stage).toHaveAccessibleName('Wall mask on Empty kitchen in daylight');
    await expect(stage).toHaveAccessibleDescription(/arrow keys move between regions/);
    const live = liveText(canvasElement);
    await waitFor(() => expect(live).toHaveTextContent('4 regions'));
    await tabTo(stage);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(live).toHaveTextContent('Region 1 of 12, in the wall mask'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(live).toHaveTextContent('Region 2 of 12, in the wall mask'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 3 regions, 25 % of the image'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(live).toHaveTextContent('Region 12 of 12, not in the wall mask'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 4 regions'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 3 regions, 25 % of the image'));
    await expect(stage).toHaveFocus();
    // Cancel by keyboard too: the editor closes.
    await tabTo(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvasElement.querySelector('[role="application"]')).toBeNull());
  },
};

/**
 * Apply sends the corrected mask as a single-channel PNG of the picture's own size (the
 * grid upscaled): its header says 1600 × 1067, 8 bit, greyscale.
 */
export const Apply: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await stageOf(canvasElement);
    await clickOn(canvasElement, 1 / 8, 1 / 6);
    await waitFor(() => expect(liveText(canvasElement)).toHaveTextContent('3 regions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Wall Color' }));
    await expect(await canvas.findByRole('button', { name: 'Applying...' })).toBeDisabled();
    await waitFor(() => expect(args.onApply).toHaveBeenCalledTimes(1));
    const [png, info] = (args.onApply as ReturnType<typeof fn>).mock.calls[0] as [
      Blob,
      { coverage: number },
    ];
    await expect(png.type).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    const header = new DataView(bytes.buffer, 16, 13);
    await expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
    await expect([header.getUint32(0), header.getUint32(4)]).toEqual([SAMPLE_WIDTH, SAMPLE_HEIGHT]);
    await expect([bytes[24], bytes[25]]).toEqual([8, 0]);
    await expect(Math.round(info.coverage * 100)).toBe(25);
  },
};

/**
 * Opened by the studio itself: the engine was not sure of the walls and the server refused the
 * edit without a mask (issue #38). The sentence says so above the automatic mask; two clicks
 * correct it and Apply sends the confirmed mask.
 */
export const ConfirmAfterRefusal: Story = {
  args: { notice: confidenceMessages.unsureWalls },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = (await canvas.findByText(/Confirm the wall mask\./)).closest('[role="status"]');
    await expect(box).toHaveTextContent(`Confirm the wall mask. ${confidenceMessages.unsureWalls}`);
    await stageOf(canvasElement);
    await clickOn(canvasElement, 1 / 8, 1 / 6);
    await waitFor(() => expect(liveText(canvasElement)).toHaveTextContent('3 regions'));
    await clickOn(canvasElement, 1 / 8, 1 / 6);
    await waitFor(() => expect(liveText(canvasElement)).toHaveTextContent('4 regions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Wall Color' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledTimes(1));
  },
};

/** While the preview loads after a refusal, the sentence already says why the editor opened. */
export const ConfirmAfterRefusalLoading: Story = {
  args: {
    notice: confidenceMessages.noSky,
    label: 'Sky mask',
    applyLabel: 'Apply Sky Replacement',
    loadPreview: fn(() => new Promise<never>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Confirm the sky mask\./)).toBeInTheDocument();
    await expect(canvas.getByText(confidenceMessages.noSky, { exact: false })).toBeInTheDocument();
  },
};

/** The preview is on its way: a placeholder the size of the picture says what is coming. */
export const Loading: Story = {
  args: { loadPreview: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding the wall mask…');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The first preview of PreviewError fails; the next ones succeed. */
let previewAttempts = 0;

/** The preview failed: its message, Try again (which works the second time) and Cancel. */
export const PreviewError: Story = {
  beforeEach: () => {
    previewAttempts = 0;
  },
  args: {
    loadPreview: fn(async () => {
      previewAttempts += 1;
      if (previewAttempts === 1) {
        await after(100, null);
        throw new Error('Version not found.');
      }
      return after(100, blockPreview());
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText('Version not found.', {}, { timeout: 5000 });
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stageOf(canvasElement);
    await expect(args.loadPreview).toHaveBeenCalledTimes(2);
  },
};

/** Applying failed: the message shows and the corrected mask is kept, ready for another try. */
export const ApplyFails: Story = {
  args: {
    onApply: fn(() =>
      after(100, null).then(() =>
        Promise.reject(new Error('Could not apply the edit. Your mask is kept: try again.')),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await stageOf(canvasElement);
    await clickOn(canvasElement, 5 / 8, 1 / 2);
    const live = liveText(canvasElement);
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 5 regions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Wall Color' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your mask is kept');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(/Wall mask: 5 regions/, { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Apply Wall Color' })).toBeEnabled();
  },
};

/**
 * With the click segmenter (issue #38): a click outside the mask asks it, the editor says it is
 * working and the block under the click joins the mask; a click inside takes it out, and Undo
 * brings it back. The segmenter is asked with the mask as it is and the run's clicks.
 */
export const SegmentClick: Story = {
  args: {
    segmentClick: fn((input) => after(300, blockSegmentClick(input))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stage = await stageOf(canvasElement);
    const live = liveText(canvasElement);
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 4 regions, 34 % of the image'));
    await expect(stage).toHaveAccessibleDescription(/Click a surface to add it/);
    await clickOn(canvasElement, 1 / 8, 5 / 6);
    await expect(await canvas.findByText('Finding what you clicked…')).toBeVisible();
    await expect(stage).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 5 regions'));
    await expect(stage).not.toHaveAttribute('aria-busy');
    const first = (args.segmentClick as ReturnType<typeof fn>).mock.calls[0]![0];
    await expect(first.clicks).toHaveLength(1);
    await expect(first.clicks[0].positive).toBe(true);
    // Inside the mask: the second click of the run takes the block out again.
    await clickOn(canvasElement, 1 / 8, 5 / 6);
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 4 regions'));
    const second = (args.segmentClick as ReturnType<typeof fn>).mock.calls[1]![0];
    await expect(second.clicks.map((c: { positive: boolean }) => c.positive)).toEqual([true, false]); // prettier-ignore
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 5 regions'));
  },
};

/** The segmenter is working: the picture is busy, a badge says so, and Apply waits for it. */
export const SegmentClickBusy: Story = {
  args: { segmentClick: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = await stageOf(canvasElement);
    await waitFor(() => expect(liveText(canvasElement)).toHaveTextContent('4 regions'));
    await clickOn(canvasElement, 1 / 8, 5 / 6);
    await expect(await canvas.findByText('Finding what you clicked…')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Working out the click' })).toBeVisible();
    await expect(stage).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Apply Wall Color' })).toBeDisabled();
  },
};

/**
 * The segmenter failed: the click toggles the region under it instead, as the editor does without
 * a segmenter, and the message says why and what the click did; Undo takes it back, nothing else
 * of the mask changed, and the next click asks the segmenter again.
 */
export const SegmentClickError: Story = {
  args: {
    segmentClick: fn((input) =>
      input.clicks.length === 1 && input.clicks[0]!.y > input.gridHeight / 2
        ? after(100, null).then(() =>
            Promise.reject(
              new Error('This picture took too long to preview: try again in a moment, or paint the mask by hand'), // prettier-ignore
            ),
          )
        : after(100, blockSegmentClick(input)),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await stageOf(canvasElement);
    const live = liveText(canvasElement);
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 4 regions, 34 % of the image'));
    await clickOn(canvasElement, 1 / 8, 5 / 6);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'This picture took too long to preview: try again in a moment, or paint the mask by hand. The region under your click was added to the mask instead.',
    );
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 5 regions'));
    await expect(canvas.getByRole('button', { name: 'Apply Wall Color' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 4 regions, 34 % of the image'));
    // A click in the top band asks the segmenter again and takes its block out; the message goes.
    await clickOn(canvasElement, 1 / 8, 1 / 6);
    await waitFor(() => expect(live).toHaveTextContent('Wall mask: 3 regions'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.segmentClick).toHaveBeenCalledTimes(2);
  },
};

/**
 * Object removal by brush on the furnished living room (regions from its segmentation, so a
 * click in Regions mode takes the whole rug): nothing is masked at first; a stroke paints in and
 * the coverage grows; the eraser takes part of it out again. Brush size by [ and ].
 */
export const BrushForRemoval: Story = {
  args: {
    imageSrc: livingRoomSrc,
    imageAlt: 'Living room, bohemian style',
    label: 'Removal mask',
    applyLabel: 'Remove Objects',
    defaultTool: 'brush',
    loadPreview: fn((signal: AbortSignal) => scenePreview(livingRoomScene, { mask: null, signal })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = await stageOf(canvasElement);
    const live = liveText(canvasElement);
    await waitFor(() =>
      expect(live).toHaveTextContent('Removal mask: 0 regions, 0 % of the image'),
    );
    await expect(canvas.getByRole('button', { name: 'Remove Objects' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Brush' })).toBeChecked();

    await strokeOn(canvasElement, [0.3, 0.8], [0.7, 0.8]);
    await waitFor(() => expect(percentIn(live.textContent ?? '')).toBeGreaterThan(3));
    const painted = percentIn(live.textContent ?? '');
    await expect(canvas.getByRole('button', { name: 'Remove Objects' })).toBeEnabled();

    const slider = canvas.getByRole('slider', { name: 'Brush size' }) as HTMLInputElement;
    const size = Number(slider.value);
    await tabTo(stage);
    await userEvent.keyboard(']');
    await waitFor(() => expect(slider.value).toBe(String(size + 1)));
    // '[[' is user-event's escape for one '[' key.
    await userEvent.keyboard('[[[[');
    await waitFor(() => expect(slider.value).toBe(String(size - 1)));

    await userEvent.click(canvas.getByRole('radio', { name: 'Eraser' }));
    await strokeOn(canvasElement, [0.45, 0.8], [0.55, 0.8]);
    await waitFor(() => expect(percentIn(live.textContent ?? '')).toBeLessThan(painted));
    await expect(percentIn(live.textContent ?? '')).toBeGreaterThan(0);
    // One stroke is one step: Undo brings the erased part back.
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(percentIn(live.textContent ?? '')).toBe(painted));
  },
};

/** Zoom in, pan with the Pan tool, and Fit brings the whole picture back. */
export const ZoomAndPan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = await stageOf(canvasElement);
    const content = stage.firstElementChild as HTMLElement;
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(content.style.transform).toContain('scale(2.25)'));
    const before = content.getBoundingClientRect();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pan' }));
    const from = pointOn(canvasElement, 0.5, 0.5);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: stage, coords: from },
      { target: stage, coords: { clientX: from.clientX + 80, clientY: from.clientY + 40 } },
      { keys: '[/MouseLeft]', target: stage },
    ]);
    await waitFor(() =>
      expect(Math.round(content.getBoundingClientRect().left - before.left)).toBe(80),
    );
    // Panning changed no region.
    await expect(liveText(canvasElement)).toHaveTextContent('Wall mask: 4 regions');
    await userEvent.click(canvas.getByRole('button', { name: 'Fit to view' }));
    await waitFor(() => expect(content.style.transform).toContain('scale(1)'));
  },
};

/** A 390 px phone: the toolbar wraps, the picture fits the width, touch paints and pans. */
export const Narrow: Story = {
  parameters: { layout: 'fullscreen' },
  args: {
    loadPreview: fn((signal: AbortSignal) => scenePreview('kitchen/empty_daylight', { signal })),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '390px', padding: '16px', boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const stage = await stageOf(canvasElement);
    await expect(stage.getBoundingClientRect().width).toBeLessThanOrEqual(358);
    const right = stage.getBoundingClientRect().right;
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right + 1);
    }
  },
};
