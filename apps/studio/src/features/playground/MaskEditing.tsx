import {
  decodeMaskGrid,
  decodeMaskPreview,
  encodeMaskGrid,
  type MaskOperation,
  type Version,
} from '@hds/api-client';
import { MaskEditor, editCards, type MaskPreviewData, type SegmentClickInput } from '@hds/ui';
import { editsApi } from '../../kit/api/edits.ts';

/** What each operation's mask holds, for people and screen readers ('Wall mask: 4 regions…'). */
export const maskLabels: Record<MaskOperation, string> = {
  wall_color: 'Wall mask',
  sky_replacement: 'Sky mask',
  window_view: 'Window mask',
  object_removal: 'Removal mask',
  declutter: 'Declutter mask',
  empty_room: 'Furniture mask',
};

const applyLabels: Partial<Record<MaskOperation, string>> = {
  object_removal: 'Remove Painted Area',
};

/**
 * A stored mask (a single-channel PNG of the version's size) sampled onto the preview's grid:
 * the browser decodes and scales it, and a cell is in when it is at least half covered.
 */
async function maskOnGrid(png: Blob, gridWidth: number, gridHeight: number) {
  const bitmap = await createImageBitmap(png);
  const canvas = document.createElement('canvas');
  canvas.width = gridWidth;
  canvas.height = gridHeight;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot read the saved mask');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, gridWidth, gridHeight);
  bitmap.close();
  const { data } = ctx.getImageData(0, 0, gridWidth, gridHeight);
  const mask = new Uint8Array(gridWidth * gridHeight);
  for (let i = 0; i < mask.length; i++) mask[i] = data[4 * i]! >= 128 ? 255 : 0;
  return mask;
}

export interface MaskEditingProps {
  /** The version the edit applies to (for Refine: the version the refined edit was made from). */
  version: Version;
  /** Start from this stored mask instead of the automatic one (Refine). */
  startMaskId?: string;
  imageName: string;
  operation: MaskOperation;
  args: Record<string, unknown>;
  /** Queues the edit with the uploaded mask's id in its arguments; rejects with the reason. */
  submit: (operation: MaskOperation, args: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
  /** The server's sentence when it refused the edit as a guess: the user confirms the mask. */
  notice?: string;
}

/**
 * The playground's mask step (issue #28): the engine's automatic region for this version and
 * edit, corrected in the MaskEditor, uploaded as a single-channel PNG and named in the edit's
 * `mask_id`. A failed upload or submit keeps the editor and the user's corrections.
 */
export function MaskEditing({
  version,
  imageName,
  operation,
  args,
  startMaskId,
  submit,
  onClose,
  notice,
}: MaskEditingProps) {
  const loadPreview = async (signal: AbortSignal): Promise<MaskPreviewData> => {
    const [preview, saved] = await Promise.all([
      editsApi.maskPreview(version.id, operation, args, signal),
      startMaskId ? editsApi.maskPng(startMaskId, signal) : null,
    ]);
    const decoded = decodeMaskPreview(preview);
    return {
      width: preview.width,
      height: preview.height,
      gridWidth: preview.grid_width,
      gridHeight: preview.grid_height,
      regionCount: preview.region_count,
      regions: decoded.regions,
      mask: saved ? await maskOnGrid(saved, preview.grid_width, preview.grid_height) : decoded.mask,
    };
  };
  // A click asks the server's click segmenter (issue #38) for the surface under it.
  const segmentClick = async (input: SegmentClickInput, signal: AbortSignal) =>
    decodeMaskGrid(
      await editsApi.maskClick(
        version.id,
        {
          operation,
          grid_width: input.gridWidth,
          grid_height: input.gridHeight,
          mask: encodeMaskGrid(input.mask),
          clicks: input.clicks,
        },
        signal,
      ),
    );
  const onApply = async (png: Blob) => {
    const mask = await editsApi.uploadMask(version.id, png);
    await submit(operation, { ...args, mask_id: mask.id });
  };
  return (
    <section aria-label={`Edit the ${maskLabels[operation].toLowerCase()}`}>
      <MaskEditor
        // A new version or edit starts from its own automatic mask.
        key={`${version.id}:${operation}:${startMaskId ?? ''}`}
        imageSrc={version.preview_url ?? version.storage_url ?? ''}
        imageAlt={`${imageName} — ${version.label || version.kind}`}
        label={maskLabels[operation]}
        applyLabel={applyLabels[operation] ?? editCards[operation].applyLabel}
        defaultTool={operation === 'object_removal' ? 'brush' : 'regions'}
        loadPreview={loadPreview}
        onApply={onApply}
        onCancel={onClose}
        segmentClick={segmentClick}
        notice={notice}
      />
    </section>
  );
}
