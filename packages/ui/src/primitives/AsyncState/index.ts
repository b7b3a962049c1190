export { AsyncState, asyncStateMessages, asyncStatus } from './AsyncState.tsx';
export type { AsyncStateProps, AsyncStatus } from './AsyncState.tsx';
