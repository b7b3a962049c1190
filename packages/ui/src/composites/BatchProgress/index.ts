export { BatchProgress, BatchResults, batchSummary } from './BatchProgress.tsx';
export type {
  BatchProgressItem,
  BatchProgressPhase,
  BatchProgressProps,
  BatchProgressStatus,
  BatchResult,
  BatchResultsProps,
} from './BatchProgress.tsx';
