export {
  ProjectCard,
  formatImageCount,
  formatShortDate,
  type ProjectCardProps,
} from './ProjectCard.tsx';
