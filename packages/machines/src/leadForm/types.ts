export interface LeadValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectType: string;
  timeline: string;
  budget: string;
  location: string;
  styles: string[];
  services: string[];
  message: string;
  newsletter: boolean;
  termsAccepted: boolean;
}

export type LeadField = keyof LeadValues;
export type LeadErrors = Partial<Record<LeadField, string>>;

export interface LeadToast {
  title: string;
  description: string;
  variant: 'destructive';
}

export interface LeadFormInput {
  /** Adds the project step (3 steps) and validates its type and timeline. @default false */
  requireProjectStep?: boolean;
  /** @default false */
  requirePhone?: boolean;
  /** A skip handler is given: "Skip for now" is offered. @default false */
  allowSkip?: boolean;
  /** @default "Thank you! We'll be in touch within 24 hours." */
  successMessage?: string;
  /** An incentive (e.g. a discount) promised to the lead; adds 'Check your email for details'. */
  incentive?: string | null;
  /** Extra fields sent with the lead (source, mode, …). */
  source?: string | null;
  /** @default 3000 */
  resetMs?: number;
  /** The failure toast's words. @default 'Submission failed' / 'Please try again' */
  failure?: { title: string; description: string };
}

export interface LeadFormContext {
  values: LeadValues;
  errors: LeadErrors;
  toast: LeadToast | null;
  requireProjectStep: boolean;
  requirePhone: boolean;
  allowSkip: boolean;
  successMessage: string;
  incentive: string | null;
  source: string | null;
  resetMs: number;
  failure: { title: string; description: string };
}

export interface SubmitLeadInput extends LeadValues {
  source: string | null;
  incentive: string | null;
}

export type LeadFormEvent =
  | { type: 'UPDATE'; values: Partial<LeadValues> }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'SKIP' }
  | { type: 'DISMISS_TOAST' };
