export { GalleryModerationQueue, moderationMessages } from './GalleryModerationQueue.tsx';
export type {
  GalleryModerationAction,
  GalleryModerationItem,
  GalleryModerationQueueProps,
} from './GalleryModerationQueue.tsx';
