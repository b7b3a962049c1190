export {
  ProjectCard,
  ProjectCardSkeleton,
  formatImageCount,
  formatShortDate,
  projectCardActionLabels,
  type ProjectCardAction,
  type ProjectCardProps,
} from './ProjectCard.tsx';
