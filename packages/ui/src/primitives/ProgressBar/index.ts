export { ProgressBar } from './ProgressBar.tsx';
export type { ProgressBarProps } from './ProgressBar.tsx';
