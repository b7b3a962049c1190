import type { LeadFormView, LeadValues } from '@hds/machines';

/*
 * What `LeadForm` (react-aria) and `NativeLeadForm` (native controls, for the embed's budget)
 * both show: the steps, the fields in their order, the choices and every word. Plain data, so
 * the native form takes it without bringing react-aria along.
 */

export type LeadOption = { id: string; name: string };

/** The lead form's choices (spec part 2 §3); ids are what the API stores. */
export const projectTypeOptions: LeadOption[] = [
  { id: 'residential', name: 'Residential' },
  { id: 'commercial', name: 'Commercial' },
  { id: 'renovation', name: 'Renovation' },
  { id: 'new_construction', name: 'New Construction' },
];
export const timelineOptions: LeadOption[] = [
  { id: 'immediate', name: 'Immediately' },
  { id: '1_month', name: 'Within 1 month' },
  { id: '3_months', name: 'Within 3 months' },
  { id: '6_months', name: 'Within 6 months' },
  { id: 'planning', name: 'Just planning' },
];
export const budgetOptions: LeadOption[] = [
  { id: 'under_10k', name: 'Under $10k' },
  { id: '10k_50k', name: '$10k – $50k' },
  { id: '50k_100k', name: '$50k – $100k' },
  { id: '100k_500k', name: '$100k – $500k' },
  { id: 'over_500k', name: 'Over $500k' },
];
export const defaultLeadStyles = [
  'Modern',
  'Traditional',
  'Contemporary',
  'Minimalist',
  'Industrial',
  'Scandinavian',
];
export const defaultLeadServices = [
  'Interior Design',
  'Space Planning',
  'Color Consultation',
  '3D Visualization',
  'Furniture Selection',
];

/** The form's words besides the field labels. */
export const leadFormText = {
  subtitle: 'Tell us about your space and a designer will get back to you.',
  selectPlaceholder: 'Select…',
  message: 'Message',
  messagePlaceholder: 'Tell us about your space (optional)',
  styles: 'Preferred Styles',
  services: 'Services Needed',
  newsletter: 'Send me design tips and offers',
  terms: 'I accept the terms and conditions',
  back: 'Back',
  next: 'Next',
  skip: 'Skip for now',
  submit: 'Get Started',
  submitting: 'Submitting...',
} as const;

export type LeadStage = 'contact' | 'project' | 'details' | 'success';

export const leadStepTitles: Record<Exclude<LeadStage, 'success'>, string> = {
  contact: 'Your contact details',
  project: 'About your project',
  details: 'Your preferences',
};

/** Which screen the view is on: the project step exists only with `requireProjectStep`. */
export function leadStage(view: LeadFormView, requireProjectStep: boolean): LeadStage {
  if (view.isSuccess) return 'success';
  if (view.step === 1) return 'contact';
  return view.step === 2 && requireProjectStep ? 'project' : 'details';
}

export const leadProgressLabel = (view: LeadFormView) =>
  view.isSuccess ? 'Complete' : `Step ${view.step} of ${view.totalSteps}`;
export const leadPercentLabel = (percent: number) => `${percent}% complete`;
export const leadWelcome = (firstName: string) =>
  firstName.trim() ? `Welcome, ${firstName.trim()}!` : 'Welcome!';

export interface LeadTextField {
  key: 'firstName' | 'lastName' | 'email' | 'phone' | 'location';
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  /** `'phone'`: required when the form requires a phone number. */
  required: boolean | 'phone';
}

/** The contact step, in order. */
export const leadContactFields: readonly LeadTextField[] = [
  {
    key: 'firstName',
    label: 'First Name',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
  },
  {
    key: 'lastName',
    label: 'Last Name',
    type: 'text',
    autoComplete: 'family-name',
    required: true,
  },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: 'phone' },
];

export interface LeadSelectField {
  key: Extract<keyof LeadValues, 'projectType' | 'timeline' | 'budget'>;
  label: string;
  options: readonly LeadOption[];
  required: boolean;
}

/** The project step: three choices, then the location. */
export const leadProjectSelects: readonly LeadSelectField[] = [
  { key: 'projectType', label: 'Project Type', options: projectTypeOptions, required: true },
  { key: 'timeline', label: 'Timeline', options: timelineOptions, required: true },
  { key: 'budget', label: 'Budget', options: budgetOptions, required: false },
];
export const leadLocationField: LeadTextField = {
  key: 'location',
  label: 'Location',
  type: 'text',
  autoComplete: 'address-level2',
  required: false,
};
