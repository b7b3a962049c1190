export {
  boardWizardMachine,
  DEFAULT_COPIED_MS,
  type BoardWizardMachine,
} from './boardWizardMachine.ts';
export { boardWizardMessages, sharePermissionLabels, type BoardWizardMessage } from './messages.ts';
export { selectBoardWizard, type BoardWizardSnapshot, type BoardWizardView } from './selectors.ts';
export type * from './types.ts';
