export {
  ComparisonView,
  versionSrc,
  type ComparedVersion,
  type ComparisonMode,
  type ComparisonViewProps,
} from './ComparisonView.tsx';
