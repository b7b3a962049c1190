import { useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_LEAD_RESET_MS, type LeadValues, type SubmitLeadInput } from '@hds/machines';
import { CheckIcon } from '@hds/ui/components/Icon/Icon.tsx';
import { ViewerButton } from '@hds/ui/components/SharedBoardView/nativeControls.tsx';
import * as styles from '@hds/ui/components/LeadForm/LeadForm.css.ts';
import * as field from '@hds/ui/components/TextField/TextField.css.ts';
import * as bar from '@hds/ui/components/ProgressBar/ProgressBar.css.ts';
import * as native from './nativeForm.css.ts';
import {
  initialLite,
  reduceLead,
  viewLead,
  type LiteEvent,
  type LiteOptions,
} from './leadFormLite.ts';

type Option = { id: string; name: string };

// The choices of the design system's LeadForm (spec part 2 §3); ids are what the API stores.
const projectTypeOptions: Option[] = [
  { id: 'residential', name: 'Residential' },
  { id: 'commercial', name: 'Commercial' },
  { id: 'renovation', name: 'Renovation' },
  { id: 'new_construction', name: 'New Construction' },
];
const timelineOptions: Option[] = [
  { id: 'immediate', name: 'Immediately' },
  { id: '1_month', name: 'Within 1 month' },
  { id: '3_months', name: 'Within 3 months' },
  { id: '6_months', name: 'Within 6 months' },
  { id: 'planning', name: 'Just planning' },
];
const budgetOptions: Option[] = [
  { id: 'under_10k', name: 'Under $10k' },
  { id: '10k_50k', name: '$10k – $50k' },
  { id: '50k_100k', name: '$50k – $100k' },
  { id: '100k_500k', name: '$100k – $500k' },
  { id: 'over_500k', name: 'Over $500k' },
];

export interface EmbedLeadFormProps {
  variant: 'inline' | 'minimal' | 'fullpage';
  title: string;
  requireProjectStep: boolean;
  successMessage: string;
  incentive: string | null;
  styleOptions: readonly string[];
  serviceOptions: readonly string[];
  /** Sends the lead; a rejection keeps the visitor on the last step. */
  submitLead: (lead: SubmitLeadInput) => Promise<unknown>;
  /** The form's own refusals ('Terms Required: …', a failed submission). */
  onMessage: (text: string | null) => void;
}

interface FieldProps {
  label: string;
  required?: boolean;
  error?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  }) => ReactNode;
  className?: string;
}

function Field({ label, required, error, children, className }: FieldProps) {
  const id = useId();
  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      <label className={field.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={field.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        'aria-required': required || undefined,
      })}
      {error ? (
        <span id={`${id}-error`} className={field.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

function Checks({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <fieldset className={native.group}>
      <legend className={`${field.label} ${native.legend}`}>{legend}</legend>
      <div className={native.options}>
        {options.map((o) => (
          <label key={o} className={native.check}>
            <input
              type="checkbox"
              className={native.checkInput}
              checked={value.includes(o)}
              onChange={(e) =>
                onChange(e.currentTarget.checked ? [...value, o] : value.filter((v) => v !== o))
              }
            />
            {o}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The design system's LeadForm (packages/ui LeadForm.tsx) for the partner widget: the same
 * `leadFormMachine`, steps, texts, classes and focus handling, on native controls — `<input>`,
 * `<select>`, checkboxes in a `<fieldset>`, `<progress>` — instead of react-aria's, which alone
 * is three times the script's 30 KB budget (apps/embeds/README.md). A native `<select>` also
 * opens no portal, so nothing leaves the shadow root.
 */
export function EmbedLeadForm({
  variant,
  title,
  requireProjectStep,
  successMessage,
  incentive,
  styleOptions,
  serviceOptions,
  submitLead,
  onMessage,
}: EmbedLeadFormProps) {
  const callbacks = useRef({ submitLead, onMessage });
  callbacks.current = { submitLead, onMessage };
  const opts: LiteOptions = { requireProjectStep, requirePhone: false, successMessage, incentive };
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const [state, send] = useReducer(
    (s: typeof initialLite, e: LiteEvent) => reduceLead(s, e, optsRef.current),
    initialLite,
  );
  const view = viewLead(state, opts);
  const { values, errors } = view;

  // The machine's invoked submission and its delayed reset.
  useEffect(() => {
    if (state.stage === 'submitting') {
      let live = true;
      const lead: SubmitLeadInput = { ...state.values, source: 'embed', incentive };
      callbacks.current.submitLead(lead).then(
        () => live && send({ type: 'DONE' }),
        () => live && send({ type: 'FAILED' }),
      );
      return () => {
        live = false;
      };
    }
    if (state.stage === 'success') {
      const timer = setTimeout(() => send({ type: 'RESET' }), DEFAULT_LEAD_RESET_MS);
      return () => clearTimeout(timer);
    }
    // Only a change of stage starts these; the values are read as they were at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.stage]);
  const update = (patch: Partial<LeadValues>) => send({ type: 'UPDATE', values: patch });
  const isLast = view.step === view.totalSteps;
  const stage = view.isSuccess
    ? 'success'
    : view.step === 1
      ? 'contact'
      : view.step === 2 && requireProjectStep
        ? 'project'
        : 'details';

  useEffect(() => {
    if (!view.toast) return;
    callbacks.current.onMessage(`${view.toast.title}: ${view.toast.description}`);
    send({ type: 'DISMISS_TOAST' });
  }, [view.toast, send]);

  // A new step takes focus to its heading; a refused step to its first invalid field.
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStage = useRef(stage);
  useEffect(() => {
    if (shownStage.current === stage) return;
    const fromSuccess = shownStage.current === 'success';
    shownStage.current = stage;
    const root = formRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (!fromSuccess || (root && formRef.current?.contains(root.activeElement))) {
      headingRef.current?.focus();
    }
  }, [stage]);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const select = (
    label: string,
    options: Option[],
    key: 'projectType' | 'timeline' | 'budget',
    required: boolean,
  ) => (
    <Field label={label} required={required} error={errors[key]}>
      {(a11y) => (
        <select
          {...a11y}
          className={`${field.input} ${native.select}`}
          value={values[key]}
          onChange={(e) => update({ [key]: e.currentTarget.value })}
        >
          <option value="">Select…</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const text = (
    label: string,
    key: 'firstName' | 'lastName' | 'email' | 'phone' | 'location',
    type: string,
    autoComplete: string,
    required: boolean,
  ) => (
    <Field label={label} required={required} error={errors[key]}>
      {(a11y) => (
        <input
          {...a11y}
          className={field.input}
          type={type}
          autoComplete={autoComplete}
          value={values[key]}
          onInput={(e) => update({ [key]: e.currentTarget.value })}
        />
      )}
    </Field>
  );

  const stepTitles = {
    contact: 'Your contact details',
    project: 'About your project',
    details: 'Your preferences',
  } as const;
  const progressLabel = view.isSuccess ? 'Complete' : `Step ${view.step} of ${view.totalSteps}`;

  return (
    <section aria-label={title} className={styles.root({ variant })}>
      <div className={styles.intro}>
        <h2 className={styles.title({ variant })}>{title}</h2>
        {variant !== 'minimal' ? (
          <p className={styles.subtitle({ variant })}>
            Tell us about your space and a designer will get back to you.
          </p>
        ) : null}
      </div>
      <div className={bar.root}>
        <div className={bar.header}>
          <span className={field.label} aria-hidden="true">
            {progressLabel}
          </span>
          <span className={bar.value} aria-hidden="true">
            {view.progressPercent}% complete
          </span>
        </div>
        <progress
          className={native.progress}
          max={100}
          value={view.progressPercent}
          aria-label={progressLabel}
          aria-valuetext={`${view.progressPercent}% complete`}
        />
      </div>

      {stage === 'success' ? (
        <div className={styles.success} role="status">
          <span className={styles.successIcon} aria-hidden="true">
            <CheckIcon size="lg" />
          </span>
          <h3 className={styles.successTitle}>
            {values.firstName.trim() ? `Welcome, ${values.firstName.trim()}!` : 'Welcome!'}
          </h3>
          {view.successMessages.map((m) => (
            <p key={m} className={styles.successText}>
              {m}
            </p>
          ))}
        </div>
      ) : (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setAttempts((n) => n + 1);
            send({ type: isLast ? 'SUBMIT' : 'NEXT' });
          }}
        >
          <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {stepTitles[stage]}
          </h3>
          {stage === 'contact' ? (
            <div className={styles.fields}>
              {text('First Name', 'firstName', 'text', 'given-name', true)}
              {text('Last Name', 'lastName', 'text', 'family-name', true)}
              {text('Email', 'email', 'email', 'email', true)}
              {text('Phone', 'phone', 'tel', 'tel', false)}
            </div>
          ) : null}
          {stage === 'project' ? (
            <div className={styles.fields}>
              {select('Project Type', projectTypeOptions, 'projectType', true)}
              {select('Timeline', timelineOptions, 'timeline', true)}
              {select('Budget', budgetOptions, 'budget', false)}
              {text('Location', 'location', 'text', 'address-level2', false)}
            </div>
          ) : null}
          {stage === 'details' ? (
            <div className={styles.fields}>
              <Checks
                legend="Preferred Styles"
                options={styleOptions}
                value={values.styles}
                onChange={(s) => update({ styles: s })}
              />
              <Checks
                legend="Services Needed"
                options={serviceOptions}
                value={values.services}
                onChange={(s) => update({ services: s })}
              />
              <Field label="Message" className={styles.wide}>
                {({ id }) => (
                  <textarea
                    id={id}
                    className={field.textarea}
                    rows={3}
                    value={values.message}
                    placeholder="Tell us about your space (optional)"
                    onInput={(e) => update({ message: e.currentTarget.value })}
                  />
                )}
              </Field>
              <label className={`${native.check} ${styles.wide}`}>
                <input
                  type="checkbox"
                  className={native.checkInput}
                  checked={values.newsletter}
                  onChange={(e) => update({ newsletter: e.currentTarget.checked })}
                />
                Send me design tips and offers
              </label>
              <label className={`${native.check} ${styles.wide}`}>
                <input
                  type="checkbox"
                  className={native.checkInput}
                  checked={values.termsAccepted}
                  onChange={(e) => update({ termsAccepted: e.currentTarget.checked })}
                />
                I accept the terms and conditions
              </label>
            </div>
          ) : null}
          <div className={styles.footer}>
            {view.canGoBack ? (
              <ViewerButton
                variant="secondary"
                onClick={() => send({ type: 'BACK' })}
                disabled={view.isSubmitting}
              >
                Back
              </ViewerButton>
            ) : null}
            <span className={styles.spacer} />
            {isLast ? (
              <ViewerButton type="submit" disabled={!view.canSubmit || view.isSubmitting}>
                {view.isSubmitting ? 'Submitting...' : 'Get Started'}
              </ViewerButton>
            ) : (
              <ViewerButton type="submit">Next</ViewerButton>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
