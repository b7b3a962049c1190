export {
  GeneratedImagesDashboard,
  type GeneratedImagesDashboardProps,
} from './GeneratedImagesDashboard.tsx';
export {
  manifestCounts,
  manifestRows,
  manifestStatuses,
  type CountGroup,
  type ManifestCounts,
  type ManifestRow,
} from './manifestCounts.ts';
