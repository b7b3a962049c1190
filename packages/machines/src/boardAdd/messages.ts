/** The words of adding to a board (issue #40; the spec gives none for this flow). */
export const boardAddMessages = {
  failed: 'Failed to add to board',
  nameRequired: 'Please enter a board name',
  nothingChosen: 'Choose at least one version to add',
  added: (boardName: string) => `Added to ${boardName}`,
} as const;
