/**
 * Messages of the object-removal card. The spec (part 1 §4, §5, §8) names the rule ("needs at
 * least one selected category") and the edit toast ('Failed to apply edit'); the wording of the
 * other two is this package's choice.
 */
export const objectRemovalMessages = {
  noCategorySelected: 'Select at least one category to remove',
  detectionFailed: 'Failed to detect objects',
  removalFailed: 'Failed to apply edit',
} as const;

export type ObjectRemovalMessage =
  (typeof objectRemovalMessages)[keyof typeof objectRemovalMessages];
