import { useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import type { Key } from 'react-aria-components';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  leadFormMachine,
  leadFormMessages,
  selectLeadForm,
  type LeadValues,
  type SubmitLeadInput,
} from '@hds/machines';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox/Checkbox.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { ProgressBar } from '../../primitives/ProgressBar/ProgressBar.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { toast } from '../../primitives/Toast/toastQueue.ts';
import * as styles from './LeadForm.css.ts';
import {
  defaultLeadServices,
  defaultLeadStyles,
  leadContactFields,
  leadFormText,
  leadLocationField,
  leadPercentLabel,
  leadProgressLabel,
  leadProjectSelects,
  leadStage,
  leadStepTitles,
  leadWelcome,
  type LeadOption,
  type LeadSelectField,
  type LeadTextField,
} from './leadFormFields.ts';

export type LeadFormVariant = 'inline' | 'minimal' | 'fullpage';

export interface LeadFormProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** `inline` a card in a page, `minimal` no frame or subtitle, `fullpage` a centred page. @default 'inline' */
  variant?: LeadFormVariant;
  /** @default 'Get Your Free Design Consultation' */
  title?: string;
  subtitle?: string;
  /** Adds the project step (3 steps) with type and timeline required. @default false */
  requireProjectStep?: boolean;
  /** @default false */
  requirePhone?: boolean;
  /** Shown on success. @default "Thank you! We'll be in touch within 24 hours." */
  successMessage?: string;
  /** A promised incentive; the success screen then adds 'Check your email for details'. */
  incentive?: string | null;
  /** Where the lead came from (sent with it). */
  source?: string | null;
  /** POST /gallery/lead-capture/ with the values. */
  submitLead: (lead: SubmitLeadInput) => Promise<unknown>;
  /** Offers "Skip for now" when given. */
  onSkip?: () => void;
  onSubmitted?: (values: LeadValues) => void;
  /** @default defaultLeadStyles */
  styleOptions?: readonly string[];
  /** @default defaultLeadServices */
  serviceOptions?: readonly string[];
  /** How long the success screen stays before the form resets. @default 3000 */
  resetMs?: number;
  /** The title's level: 1 when the form is the page (the consultation page). @default 2 */
  headingLevel?: 1 | 2;
  /** The failure toast's words. @default 'Submission failed' / 'Please try again' */
  failure?: { title: string; description: string };
}

/**
 * The lead / consultation form of spec part 2 §2, run by `leadFormMachine`: contact details,
 * an optional project step, then styles, services, message, newsletter and terms; a progress
 * bar with the percent complete; Back, "Skip for now" (with `onSkip`) and Get Started, which
 * stays disabled until the terms are accepted and reads 'Submitting...' while `submitLead`
 * runs. The success screen resets the form after 3 s. Enter in a field goes to the next step.
 */
export function LeadForm({
  variant = 'inline',
  title = leadFormMessages.defaultTitle,
  subtitle = leadFormText.subtitle,
  requireProjectStep = false,
  requirePhone = false,
  successMessage,
  incentive = null,
  source = null,
  submitLead,
  onSkip,
  onSubmitted,
  styleOptions = defaultLeadStyles,
  serviceOptions = defaultLeadServices,
  resetMs,
  headingLevel = 2,
  failure,
  className,
  ...props
}: LeadFormProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  // The step and success headings sit one level under the title.
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const callbacks = useRef({ submitLead, onSkip, onSubmitted });
  callbacks.current = { submitLead, onSkip, onSubmitted };
  const machine = useMemo(
    () =>
      leadFormMachine.provide({
        actors: {
          submitLead: fromPromise(({ input }: { input: SubmitLeadInput }) =>
            callbacks.current.submitLead(input),
          ),
        },
        actions: {
          onSkip: () => callbacks.current.onSkip?.(),
          onSubmitted: (_, params: { values: LeadValues }) =>
            callbacks.current.onSubmitted?.(params.values),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      requireProjectStep,
      requirePhone,
      allowSkip: onSkip !== undefined,
      successMessage,
      incentive,
      source,
      resetMs,
      failure,
    },
  });
  const view = selectLeadForm(snapshot);
  const { values, errors } = view;
  const update = (patch: Partial<LeadValues>) => send({ type: 'UPDATE', values: patch });
  const isLast = view.step === view.totalSteps;
  const stage = leadStage(view, requireProjectStep);

  useEffect(() => {
    if (!view.toast) return;
    toast({ title: view.toast.title, description: view.toast.description, variant: 'destructive' });
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
    if (!fromSuccess || formRef.current?.contains(document.activeElement)) {
      headingRef.current?.focus();
    }
  }, [stage]);
  // Only a refused Next / Get Started moves focus (to the first invalid field): fixing one
  // field must not pull the user on to the next invalid one while they are still choosing.
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    // Text fields mark their input; a Select marks its wrapper, whose trigger takes the focus.
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] > button')
      ?.focus();
  }, [attempts]);

  const select = ({ key, label, options, required }: LeadSelectField) => (
    <Select<LeadOption>
      key={key}
      label={label}
      items={options}
      placeholder={leadFormText.selectPlaceholder}
      isRequired={required}
      validationBehavior="aria"
      selectedKey={values[key] || null}
      onSelectionChange={(k: Key | null) => update({ [key]: k === null ? '' : String(k) })}
      isInvalid={errors[key] !== undefined}
      errorMessage={errors[key]}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );

  const text = ({ key, label, type, autoComplete, required }: LeadTextField) => (
    <TextField
      key={key}
      label={label}
      type={type}
      isRequired={required === 'phone' ? requirePhone : required}
      validationBehavior="aria"
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(value) => update({ [key]: value })}
      isInvalid={errors[key] !== undefined}
      errorMessage={errors[key]}
    />
  );

  return (
    <section
      {...props}
      aria-label={title}
      className={[styles.root({ variant }), className].filter(Boolean).join(' ')}
    >
      <div className={styles.intro}>
        <Title className={styles.title({ variant })}>{title}</Title>
        {variant !== 'minimal' && subtitle ? (
          <p className={styles.subtitle({ variant })}>{subtitle}</p>
        ) : null}
      </div>
      <ProgressBar
        label={leadProgressLabel(view)}
        value={view.progressPercent}
        valueLabel={leadPercentLabel(view.progressPercent)}
        showValueLabel
        size="sm"
      />

      {stage === 'success' ? (
        <div className={styles.success} role="status">
          <span className={styles.successIcon} aria-hidden="true">
            <Icon name="check" size="lg" />
          </span>
          <Sub className={styles.successTitle}>{leadWelcome(values.firstName)}</Sub>
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
          <Sub ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {leadStepTitles[stage]}
          </Sub>
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
              <CheckboxGroup
                label={leadFormText.styles}
                value={values.styles}
                onChange={(s) => update({ styles: s })}
              >
                {styleOptions.map((s) => (
                  <Checkbox key={s} value={s}>
                    {s}
                  </Checkbox>
                ))}
              </CheckboxGroup>
              <CheckboxGroup
                label={leadFormText.services}
                value={values.services}
                onChange={(s) => update({ services: s })}
              >
                {serviceOptions.map((s) => (
                  <Checkbox key={s} value={s}>
                    {s}
                  </Checkbox>
                ))}
              </CheckboxGroup>
              <TextField
                className={styles.wide}
                label={leadFormText.message}
                multiline
                rows={3}
                value={values.message}
                onChange={(message) => update({ message })}
                placeholder={leadFormText.messagePlaceholder}
              />
              <div className={styles.wide}>
                <Checkbox
                  isSelected={values.newsletter}
                  onChange={(newsletter) => update({ newsletter })}
                >
                  {leadFormText.newsletter}
                </Checkbox>
              </div>
              <div className={styles.wide}>
                <Checkbox
                  isSelected={values.termsAccepted}
                  onChange={(termsAccepted) => update({ termsAccepted })}
                >
                  {leadFormText.terms}
                </Checkbox>
              </div>
            </div>
          ) : null}
          <div className={styles.footer}>
            {view.canGoBack ? (
              <Button
                variant="secondary"
                onPress={() => send({ type: 'BACK' })}
                isDisabled={view.isSubmitting}
              >
                <Icon name="arrowLeft" size="sm" />
                {leadFormText.back}
              </Button>
            ) : null}
            <span className={styles.spacer} />
            {view.canSkip ? (
              <Button variant="quiet" onPress={() => send({ type: 'SKIP' })}>
                {leadFormText.skip}
              </Button>
            ) : null}
            {isLast ? (
              <Button
                type="submit"
                // The spec disables it until the terms are accepted; not isPending, as the
                // button leaves on success and RAC would announce a missing element.
                isDisabled={!view.canSubmit || view.isSubmitting}
              >
                {view.isSubmitting ? leadFormText.submitting : leadFormText.submit}
              </Button>
            ) : (
              <Button type="submit">
                {leadFormText.next}
                <Icon name="arrowRight" size="sm" />
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
