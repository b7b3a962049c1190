export { LeadsInbox, leadSource, leadStateLabels, leadsInboxMessages } from './LeadsInbox.tsx';
export type { LeadFilterValues, LeadsInboxProps } from './LeadsInbox.tsx';
