export {
  ActivityList,
  activityListMessages,
  humanizeOperation,
  type ActivityListProps,
} from './ActivityList.tsx';
