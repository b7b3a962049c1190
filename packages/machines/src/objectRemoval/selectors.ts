import type { SnapshotFrom } from 'xstate';
import type { ObjectRemovalMachine } from './objectRemovalMachine.ts';

export type ObjectRemovalSnapshot = SnapshotFrom<ObjectRemovalMachine>;
export type ObjectRemovalStep = 'idle' | 'detecting' | 'selectingCategories' | 'removing';

export interface ObjectRemovalView {
  step: ObjectRemovalStep;
  isBusy: boolean;
  categories: ObjectRemovalSnapshot['context']['categories'];
  selected: string[];
  /** The Remove button is enabled only with a selection. */
  canRemove: boolean;
  result: unknown;
  error: string | null;
}

export function selectObjectRemoval(snapshot: ObjectRemovalSnapshot): ObjectRemovalView {
  const step =
    (['detecting', 'selectingCategories', 'removing'] as const).find((s) => snapshot.matches(s)) ??
    'idle';
  const { context } = snapshot;
  return {
    step,
    isBusy: step === 'detecting' || step === 'removing',
    categories: context.categories,
    selected: context.selected,
    canRemove: step === 'selectingCategories' && context.selected.length > 0,
    result: context.result,
    error: context.error,
  };
}
