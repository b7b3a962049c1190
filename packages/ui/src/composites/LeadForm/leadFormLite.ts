import {
  emptyLeadValues,
  leadFormMessages,
  validateContact,
  validateProject,
  type LeadErrors,
  type LeadFormView,
  type LeadToast,
  type LeadValues,
} from '@hds/machines';

/*
 * `leadFormMachine` (packages/machines) for NativeLeadForm, without the xstate runtime: the
 * runtime alone is 12.3 KB of the embed script's 30 KB gzip budget (apps/embeds/README.md).
 * This reducer takes the machine's events and its own validators, messages and empty values,
 * and gives the machine's `LeadFormView`; leadFormLite.test.ts runs the same event sequences
 * through both and requires the same views, so the two cannot drift apart silently. No skip:
 * an embed has no skip handler.
 */

export type LiteStage = 'contact' | 'project' | 'details' | 'submitting' | 'success';

export interface LiteOptions {
  requireProjectStep: boolean;
  requirePhone: boolean;
  successMessage: string;
  incentive: string | null;
}

export interface LiteState {
  stage: LiteStage;
  values: LeadValues;
  errors: LeadErrors;
  toast: LeadToast | null;
}

export type LiteEvent =
  | { type: 'UPDATE'; values: Partial<LeadValues> }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS_TOAST' }
  /** The submission's outcome, and the reset after the success screen. */
  | { type: 'DONE' }
  | { type: 'FAILED' }
  | { type: 'RESET' };

export const initialLite: LiteState = {
  stage: 'contact',
  values: emptyLeadValues,
  errors: {},
  toast: null,
};

const isEmpty = (errors: LeadErrors) => Object.keys(errors).length === 0;

const withoutKeys = (errors: LeadErrors, values: Partial<LeadValues>) => {
  const next = { ...errors };
  for (const key of Object.keys(values)) delete next[key as keyof LeadErrors];
  return next;
};

export function reduceLead(state: LiteState, event: LiteEvent, opts: LiteOptions): LiteState {
  const { stage, values } = state;
  if (event.type === 'DISMISS_TOAST') return { ...state, toast: null };
  switch (stage) {
    case 'contact':
    case 'project':
      if (event.type === 'UPDATE')
        return {
          ...state,
          values: { ...values, ...event.values },
          errors: withoutKeys(state.errors, event.values),
        };
      if (event.type === 'NEXT') {
        const errors =
          stage === 'contact'
            ? validateContact(values, opts.requirePhone)
            : validateProject(values);
        if (!isEmpty(errors)) return { ...state, errors };
        const next = stage === 'contact' && opts.requireProjectStep ? 'project' : 'details';
        return { ...state, stage: next, errors: {} };
      }
      if (event.type === 'BACK' && stage === 'project')
        return { ...state, stage: 'contact', errors: {} };
      return state;
    case 'details':
      if (event.type === 'UPDATE')
        return {
          ...state,
          values: { ...values, ...event.values },
          toast: event.values.termsAccepted === true ? null : state.toast,
        };
      if (event.type === 'BACK')
        return { ...state, stage: opts.requireProjectStep ? 'project' : 'contact' };
      if (event.type === 'SUBMIT')
        return values.termsAccepted
          ? { ...state, stage: 'submitting', toast: null }
          : {
              ...state,
              toast: {
                title: leadFormMessages.termsRequiredTitle,
                description: leadFormMessages.termsRequiredDescription,
                variant: 'destructive',
              },
            };
      return state;
    case 'submitting':
      if (event.type === 'DONE') return { ...state, stage: 'success' };
      if (event.type === 'FAILED')
        return {
          ...state,
          stage: 'details',
          toast: {
            title: leadFormMessages.submitFailedTitle,
            description: leadFormMessages.submitFailedDescription,
            variant: 'destructive',
          },
        };
      return state;
    case 'success':
      return event.type === 'RESET' ? initialLite : state;
  }
}

/** The machine's `selectLeadForm` for this state. */
export function viewLead(state: LiteState, opts: LiteOptions): LeadFormView {
  const totalSteps = opts.requireProjectStep ? 3 : 2;
  const isSuccess = state.stage === 'success';
  const step = state.stage === 'contact' ? 1 : state.stage === 'project' ? 2 : totalSteps;
  return {
    step,
    totalSteps,
    progressPercent: isSuccess ? 100 : Math.round((step / totalSteps) * 100),
    values: state.values,
    errors: state.errors,
    toast: state.toast,
    isSubmitting: state.stage === 'submitting',
    isSuccess,
    canSubmit: state.stage === 'details' && state.values.termsAccepted,
    canSkip: false,
    canGoBack: state.stage === 'project' || state.stage === 'details',
    successMessages: isSuccess
      ? [opts.successMessage, ...(opts.incentive ? [leadFormMessages.incentiveMessage] : [])]
      : [],
  };
}
