export { boardAddMachine, type BoardAddMachine } from './boardAddMachine.ts';
export { boardAddMessages } from './messages.ts';
export type * from './types.ts';
