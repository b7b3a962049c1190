import type { ModelState } from '@hds/api-client/contract';

/** What each model kind does, in the card's words. */
const KIND_LABELS: Record<string, string> = {
  segmentation: 'scene segmentation',
  depth: 'depth',
  click: 'click-to-select',
  inpaint: 'inpainting',
};

const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The card's line on the models its edit runs with (GET /capabilities/, issue #39): which are
 * active, and which are not here so the built-in heuristics do that part. Null without models.
 */
export function modelsNote(models: readonly ModelState[] | null | undefined): string | null {
  if (!models?.length) return null;
  const label = (m: ModelState) => KIND_LABELS[m.kind] ?? m.kind;
  const active = models.filter((m) => m.active).map(label);
  const absent = models.filter((m) => !m.active).map(label);
  const parts: string[] = [];
  if (active.length) parts.push(`Runs with the ${list(active)} model${active.length > 1 ? 's' : ''}.`); // prettier-ignore
  if (absent.length) parts.push(`No ${list(absent)} model on this server: the built-in heuristics do that part.`); // prettier-ignore
  return parts.join(' ');
}
