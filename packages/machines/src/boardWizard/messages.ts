/** Messages of the board creation wizard (spec part 2 §2, §5, §8). */
export const boardWizardMessages = {
  nameRequired: 'Please enter a board name',
  /** Spec §5 requires a selected version; the wording is this package's choice. */
  versionsRequired: 'Please select at least one version',
  createFailed: 'Failed to create board',
  shareLinkFailed: 'Failed to create share link',
  copyFailed: 'Failed to copy link',
  /** The copy confirmation (shown for 2 s on the link type just copied). */
  copied: 'Copied',
} as const;

/** The two link types and their labels. */
export const sharePermissionLabels = {
  view: 'View Only',
  upload: 'View and Upload',
} as const;

export type BoardWizardMessage = Exclude<
  (typeof boardWizardMessages)[keyof typeof boardWizardMessages],
  'Copied'
>;
