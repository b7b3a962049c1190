export { Meter } from './Meter.tsx';
export type { MeterProps } from './Meter.tsx';
