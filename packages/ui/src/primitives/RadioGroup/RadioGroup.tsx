import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
  Text,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as field from '../TextField/TextField.css.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** Visible group label (the radiogroup's name). */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** The `Radio`s, each with a `value`. */
  children: ReactNode;
}

/**
 * Pick exactly one of a few visible options (2–5; more belongs in a `Select`). Tab enters the
 * group on the chosen radio, arrow keys move and select. `orientation="horizontal"` lays the
 * options in a wrapping row.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      className={composeRenderProps(className, (cls) =>
        [field.field, cls].filter(Boolean).join(' '),
      )}
    >
      {label ? (
        <Label className={field.label}>
          {label}
          {props.isRequired ? (
            <span className={field.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
      ) : null}
      <div className={styles.options}>{children}</div>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>
        {(validation) => (
          <>
            <Icon name="alert" size="sm" />
            <span>{errorMessage ?? validation.validationErrors.join(' ')}</span>
          </>
        )}
      </FieldError>
    </RACRadioGroup>
  );
}

export type RadioProps = RACRadioProps;

/** One option of a `RadioGroup`; the children are its label. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.radio, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          <span className={styles.labelText}>{content}</span>
        </>
      ))}
    </RACRadio>
  );
}
