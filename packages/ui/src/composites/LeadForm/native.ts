// The lead form on native controls, for bundles with no room for react-aria or the xstate
// runtime (the embed script). Its own entry (`@hds/ui/LeadForm/native`), not part of the
// barrel or of `@hds/ui/LeadForm`: its stylesheet would ride along wherever those are imported.
export { NativeLeadForm, type NativeLeadFormProps } from './NativeLeadForm.tsx';
