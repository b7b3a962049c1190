import { assign, fromPromise, setup } from 'xstate';
import { leadFormMessages } from './messages.ts';
import type {
  LeadErrors,
  LeadFormContext,
  LeadFormEvent,
  LeadFormInput,
  LeadValues,
  SubmitLeadInput,
} from './types.ts';

/** Spec part 2 §9: the lead form resets 3 s after success. */
export const DEFAULT_LEAD_RESET_MS = 3000;

export const emptyLeadValues: LeadValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  projectType: '',
  timeline: '',
  budget: '',
  location: '',
  styles: [],
  services: [],
  message: '',
  newsletter: false,
  termsAccepted: false,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function notProvided(name: string): never {
  throw new Error(
    `leadFormMachine: "${name}" is not provided; supply it with leadFormMachine.provide()`,
  );
}

/** Step 1 (contact details) of spec part 2 §5. */
export function validateContact(values: LeadValues, requirePhone: boolean): LeadErrors {
  const errors: LeadErrors = {};
  if (!values.firstName.trim()) errors.firstName = leadFormMessages.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = leadFormMessages.lastNameRequired;
  if (!values.email.trim()) errors.email = leadFormMessages.emailRequired;
  else if (!EMAIL.test(values.email.trim())) errors.email = leadFormMessages.invalidEmail;
  if (requirePhone && !values.phone.trim()) errors.phone = leadFormMessages.phoneRequired;
  return errors;
}

/** The project step, when it is required. */
export function validateProject(values: LeadValues): LeadErrors {
  const errors: LeadErrors = {};
  if (!values.projectType.trim()) errors.projectType = leadFormMessages.projectTypeRequired;
  if (!values.timeline.trim()) errors.timeline = leadFormMessages.timelineRequired;
  return errors;
}

const isEmpty = (errors: LeadErrors) => Object.keys(errors).length === 0;

/**
 * The multi-step lead form of spec part 2 §2 and §4: contact → (project) → details → submitting →
 * success, reset after `resetMs`.
 */
export const leadFormMachine = setup({
  types: {
    context: {} as LeadFormContext,
    events: {} as LeadFormEvent,
    input: {} as LeadFormInput,
  },
  actors: {
    /** Sends the lead. */
    submitLead: fromPromise<unknown, SubmitLeadInput>(async () => notProvided('submitLead')),
  },
  actions: {
    /** The skip handler ("Skip for now"). */
    onSkip: () => {},
    /** Called when a lead was submitted. */
    onSubmitted: (_, _params: { values: LeadValues }) => {},
  },
  guards: {
    contactValid: ({ context }) => isEmpty(validateContact(context.values, context.requirePhone)),
    projectValid: ({ context }) => isEmpty(validateProject(context.values)),
    hasProjectStep: ({ context }) => context.requireProjectStep,
    termsAccepted: ({ context }) => context.values.termsAccepted,
    canSkip: ({ context }) => context.allowSkip,
  },
  delays: {
    resetDelay: ({ context }) => context.resetMs,
  },
}).createMachine({
  id: 'leadForm',
  context: ({ input }) => ({
    values: emptyLeadValues,
    errors: {},
    toast: null,
    requireProjectStep: input?.requireProjectStep ?? false,
    requirePhone: input?.requirePhone ?? false,
    allowSkip: input?.allowSkip ?? false,
    successMessage: input?.successMessage ?? leadFormMessages.defaultSuccessMessage,
    incentive: input?.incentive ?? null,
    source: input?.source ?? null,
    resetMs: input?.resetMs ?? DEFAULT_LEAD_RESET_MS,
    failure: input?.failure ?? {
      title: leadFormMessages.submitFailedTitle,
      description: leadFormMessages.submitFailedDescription,
    },
  }),
  initial: 'contact',
  on: {
    DISMISS_TOAST: { actions: assign({ toast: null }) },
  },
  states: {
    /** Step 1: contact details. */
    contact: {
      on: {
        UPDATE: {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, ...event.values }),
            errors: ({ context, event }) => {
              const errors = { ...context.errors };
              for (const key of Object.keys(event.values)) delete errors[key as keyof LeadErrors];
              return errors;
            },
          }),
        },
        NEXT: [
          {
            guard: 'contactValid',
            target: 'choosingNext',
            actions: assign({ errors: {} }),
          },
          {
            actions: assign({
              errors: ({ context }) => validateContact(context.values, context.requirePhone),
            }),
          },
        ],
        SKIP: { guard: 'canSkip', target: 'skipped', actions: 'onSkip' },
      },
    },
    choosingNext: {
      always: [{ guard: 'hasProjectStep', target: 'project' }, { target: 'details' }],
    },
    /** Step 2 of 3, only when required. */
    project: {
      on: {
        UPDATE: {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, ...event.values }),
            errors: ({ context, event }) => {
              const errors = { ...context.errors };
              for (const key of Object.keys(event.values)) delete errors[key as keyof LeadErrors];
              return errors;
            },
          }),
        },
        NEXT: [
          { guard: 'projectValid', target: 'details', actions: assign({ errors: {} }) },
          { actions: assign({ errors: ({ context }) => validateProject(context.values) }) },
        ],
        BACK: { target: 'contact', actions: assign({ errors: {} }) },
        SKIP: { guard: 'canSkip', target: 'skipped', actions: 'onSkip' },
      },
    },
    /** Last step: preferences, message, newsletter, terms. */
    details: {
      on: {
        UPDATE: {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, ...event.values }),
            toast: ({ context, event }) =>
              event.values.termsAccepted === true ? null : context.toast,
          }),
        },
        BACK: [{ guard: 'hasProjectStep', target: 'project' }, { target: 'contact' }],
        SUBMIT: [
          { guard: 'termsAccepted', target: 'submitting', actions: assign({ toast: null }) },
          {
            actions: assign({
              toast: {
                title: leadFormMessages.termsRequiredTitle,
                description: leadFormMessages.termsRequiredDescription,
                variant: 'destructive',
              },
            }),
          },
        ],
        SKIP: { guard: 'canSkip', target: 'skipped', actions: 'onSkip' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => ({
          ...context.values,
          source: context.source,
          incentive: context.incentive,
        }),
        onDone: {
          target: 'success',
          actions: { type: 'onSubmitted', params: ({ context }) => ({ values: context.values }) },
        },
        onError: {
          target: 'details',
          actions: assign({
            toast: ({ context }) => ({ ...context.failure, variant: 'destructive' as const }),
          }),
        },
      },
    },
    success: {
      after: {
        resetDelay: {
          target: 'contact',
          actions: assign({ values: emptyLeadValues, errors: {}, toast: null }),
        },
      },
    },
    skipped: { type: 'final' },
  },
});

export type LeadFormMachine = typeof leadFormMachine;
