export {
  ProjectCard,
  ProjectCardSkeleton,
  formatImageCount,
  formatShortDate,
  type ProjectCardProps,
} from './ProjectCard.tsx';
