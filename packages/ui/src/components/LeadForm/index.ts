export {
  LeadForm,
  budgetOptions,
  defaultLeadServices,
  defaultLeadStyles,
  projectTypeOptions,
  timelineOptions,
} from './LeadForm.tsx';
export type { LeadFormProps, LeadFormVariant } from './LeadForm.tsx';
