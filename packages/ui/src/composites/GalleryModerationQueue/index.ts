export { GalleryModerationQueue, moderationMessages } from './GalleryModerationQueue.tsx';
export type {
  GalleryModerationAction,
  GalleryModerationItem,
  GalleryModerationQueueProps,
  GalleryModerationReport,
} from './GalleryModerationQueue.tsx';
