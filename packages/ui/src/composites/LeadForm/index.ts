export { LeadForm } from './LeadForm.tsx';
export type { LeadFormProps, LeadFormVariant } from './LeadForm.tsx';
export {
  budgetOptions,
  defaultLeadServices,
  defaultLeadStyles,
  projectTypeOptions,
  timelineOptions,
  type LeadOption,
} from './leadFormFields.ts';
