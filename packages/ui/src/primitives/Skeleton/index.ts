export { Skeleton } from './Skeleton.tsx';
export type { SkeletonProps } from './Skeleton.tsx';
