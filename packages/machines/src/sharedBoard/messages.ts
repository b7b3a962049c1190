/** Messages of the public shared board (spec part 2 §2, §8). */
export const sharedBoardMessages = {
  notFound: 'This board link is invalid or has expired.',
  loadFailed: 'Failed to load board.',
  networkFailed: 'Failed to load board. Please check the link and try again.',
  uploadFailedTitle: 'Upload failed',
  uploadFailedDefault: 'Failed to upload images',
  errorCardTitle: 'Unable to Load Board',
  notFoundCardTitle: 'Board Not Found',
  notFoundCardText: "This board doesn't exist or you don't have permission to view it.",
  emptyBoard: 'No images in this board yet.',
  uploading: 'Uploading...',
  viewOnlyBadge: 'View Only',
  canUploadBadge: 'Can Upload',
} as const;
