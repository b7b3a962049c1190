/** Messages of the mask editor (issue #28; the spec names none, the wording is this package's). */
export const maskEditorMessages = {
  previewFailed: 'Could not find the region to edit. Try again.',
  previewInvalid: 'The region preview did not match the picture. Try again.',
  applyFailed: 'Could not apply the edit. Your mask is kept: try again.',
  emptyMask: 'The mask is empty: add a region or paint the area to change.',
} as const;

export type MaskEditorMessage = (typeof maskEditorMessages)[keyof typeof maskEditorMessages];
