export {
  DEFAULT_LEAD_RESET_MS,
  emptyLeadValues,
  leadFormMachine,
  validateContact,
  validateProject,
  type LeadFormMachine,
} from './leadFormMachine.ts';
export { leadFormMessages } from './messages.ts';
export { selectLeadForm, type LeadFormSnapshot, type LeadFormView } from './selectors.ts';
export type * from './types.ts';
