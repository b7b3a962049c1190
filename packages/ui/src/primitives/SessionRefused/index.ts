export { SessionRefused } from './SessionRefused.tsx';
export type { SessionRefusedProps } from './SessionRefused.tsx';
