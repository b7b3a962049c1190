import { useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_LEAD_RESET_MS, type LeadValues, type SubmitLeadInput } from '@hds/machines';
import { CheckIcon } from '../../primitives/Icon/Icon.tsx';
import { NativeButton } from '../../primitives/Button/NativeButton.tsx';
import * as field from '../../primitives/TextField/TextField.css.ts';
import * as bar from '../../primitives/ProgressBar/ProgressBar.css.ts';
import * as styles from './LeadForm.css.ts';
import * as native from './NativeLeadForm.css.ts';
import {
  leadContactFields,
  leadFormText,
  leadLocationField,
  leadPercentLabel,
  leadProgressLabel,
  leadProjectSelects,
  leadStage,
  leadStepTitles,
  leadWelcome,
  type LeadSelectField,
  type LeadTextField,
} from './leadFormFields.ts';
import {
  initialLite,
  reduceLead,
  viewLead,
  type LiteEvent,
  type LiteOptions,
} from './leadFormLite.ts';

export interface NativeLeadFormProps {
  variant: 'inline' | 'minimal' | 'fullpage';
  title: string;
  requireProjectStep: boolean;
  successMessage: string;
  incentive: string | null;
  styleOptions: readonly string[];
  serviceOptions: readonly string[];
  /** Where the lead came from (sent with it). @default null */
  source?: string | null;
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
 * `LeadForm` for the partner widget: the same `leadFormMachine` events (run by `leadFormLite`,
 * without the xstate runtime), steps, fields, words (`leadFormFields.ts`), classes and focus
 * handling, on native controls — `<input>`, `<select>`, checkboxes in a `<fieldset>`,
 * `<progress>` — instead of react-aria's, which alone is three times the embed script's 30 KB
 * budget (apps/embeds/README.md). A native `<select>` also opens no portal, so nothing leaves
 * a shadow root. Refusals go to `onMessage` instead of a toast.
 */
export function NativeLeadForm({
  variant,
  title,
  requireProjectStep,
  successMessage,
  incentive,
  styleOptions,
  serviceOptions,
  source = null,
  submitLead,
  onMessage,
}: NativeLeadFormProps) {
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
      const lead: SubmitLeadInput = { ...state.values, source, incentive };
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
  const stage = leadStage(view, requireProjectStep);

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

  const select = ({ key, label, options, required }: LeadSelectField) => (
    <Field key={key} label={label} required={required} error={errors[key]}>
      {(a11y) => (
        <select
          {...a11y}
          className={`${field.input} ${native.select}`}
          value={values[key]}
          onChange={(e) => update({ [key]: e.currentTarget.value })}
        >
          <option value="">{leadFormText.selectPlaceholder}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const text = ({ key, label, type, autoComplete, required }: LeadTextField) => (
    <Field key={key} label={label} required={required === true} error={errors[key]}>
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
  const progressLabel = leadProgressLabel(view);

  return (
    <section aria-label={title} className={styles.root({ variant })}>
      <div className={styles.intro}>
        <h2 className={styles.title({ variant })}>{title}</h2>
        {variant !== 'minimal' ? (
          <p className={styles.subtitle({ variant })}>{leadFormText.subtitle}</p>
        ) : null}
      </div>
      <div className={bar.root}>
        <div className={bar.header}>
          <span className={field.label} aria-hidden="true">
            {progressLabel}
          </span>
          <span className={bar.value} aria-hidden="true">
            {leadPercentLabel(view.progressPercent)}
          </span>
        </div>
        <progress
          className={native.progress}
          max={100}
          value={view.progressPercent}
          aria-label={progressLabel}
          aria-valuetext={leadPercentLabel(view.progressPercent)}
        />
      </div>

      {stage === 'success' ? (
        <div className={styles.success} role="status">
          <span className={styles.successIcon} aria-hidden="true">
            <CheckIcon size="lg" />
          </span>
          <h3 className={styles.successTitle}>{leadWelcome(values.firstName)}</h3>
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
            {leadStepTitles[stage]}
          </h3>
          {stage === 'contact' ? (
            <div className={styles.fields}>{leadContactFields.map(text)}</div>
          ) : null}
          {stage === 'project' ? (
            <div className={styles.fields}>
              {leadProjectSelects.map(select)}
              {text(leadLocationField)}
            </div>
          ) : null}
          {stage === 'details' ? (
            <div className={styles.fields}>
              <Checks
                legend={leadFormText.styles}
                options={styleOptions}
                value={values.styles}
                onChange={(s) => update({ styles: s })}
              />
              <Checks
                legend={leadFormText.services}
                options={serviceOptions}
                value={values.services}
                onChange={(s) => update({ services: s })}
              />
              <Field label={leadFormText.message} className={styles.wide}>
                {({ id }) => (
                  <textarea
                    id={id}
                    className={field.textarea}
                    rows={3}
                    value={values.message}
                    placeholder={leadFormText.messagePlaceholder}
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
                {leadFormText.newsletter}
              </label>
              <label className={`${native.check} ${styles.wide}`}>
                <input
                  type="checkbox"
                  className={native.checkInput}
                  checked={values.termsAccepted}
                  onChange={(e) => update({ termsAccepted: e.currentTarget.checked })}
                />
                {leadFormText.terms}
              </label>
            </div>
          ) : null}
          <div className={styles.footer}>
            {view.canGoBack ? (
              <NativeButton
                variant="secondary"
                onClick={() => send({ type: 'BACK' })}
                disabled={view.isSubmitting}
              >
                {leadFormText.back}
              </NativeButton>
            ) : null}
            <span className={styles.spacer} />
            {isLast ? (
              <NativeButton type="submit" disabled={!view.canSubmit || view.isSubmitting}>
                {view.isSubmitting ? leadFormText.submitting : leadFormText.submit}
              </NativeButton>
            ) : (
              <NativeButton type="submit">{leadFormText.next}</NativeButton>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
