import type { SnapshotFrom } from 'xstate';
import type { LeadFormMachine } from './leadFormMachine.ts';
import { leadFormMessages } from './messages.ts';
import type { LeadErrors, LeadToast, LeadValues } from './types.ts';

export type LeadFormSnapshot = SnapshotFrom<LeadFormMachine>;

export interface LeadFormView {
  /** 1-based current step (the last step while submitting or on success). */
  step: number;
  totalSteps: 2 | 3;
  /** Percent complete: step / totalSteps, 100 on success. */
  progressPercent: number;
  values: LeadValues;
  errors: LeadErrors;
  toast: LeadToast | null;
  isSubmitting: boolean;
  isSuccess: boolean;
  /** The Get Started button is disabled until the terms are accepted (and while submitting). */
  canSubmit: boolean;
  canSkip: boolean;
  canGoBack: boolean;
  /** On success: the configured message, then 'Check your email for details' with an incentive. */
  successMessages: string[];
}

export function selectLeadForm(snapshot: LeadFormSnapshot): LeadFormView {
  const { context } = snapshot;
  const totalSteps = context.requireProjectStep ? 3 : 2;
  const isSuccess = snapshot.matches('success');
  const step = snapshot.matches('contact') ? 1 : snapshot.matches('project') ? 2 : totalSteps;
  return {
    step,
    totalSteps,
    progressPercent: isSuccess ? 100 : Math.round((step / totalSteps) * 100),
    values: context.values,
    errors: context.errors,
    toast: context.toast,
    isSubmitting: snapshot.matches('submitting'),
    isSuccess,
    canSubmit: snapshot.matches('details') && context.values.termsAccepted,
    canSkip: context.allowSkip && snapshot.can({ type: 'SKIP' }),
    canGoBack: snapshot.can({ type: 'BACK' }),
    successMessages: isSuccess
      ? [context.successMessage, ...(context.incentive ? [leadFormMessages.incentiveMessage] : [])]
      : [],
  };
}
