import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './TextField.css.ts';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** Visible label. Always give one (or `aria-label` when the context labels the field). */
  label?: ReactNode;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Message shown when the field is invalid (after a failed submit, or when `isInvalid`).
   * A function receives the validation result, e.g. to reuse the browser's message.
   * Linked to the input with `aria-describedby`.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Placeholder: an example value, never a replacement for the label. */
  placeholder?: string;
  /**
   * Render a multi-line `<textarea>` instead of an `<input>`.
   * @default false
   */
  multiline?: boolean;
  /**
   * Visible rows when `multiline`.
   * @default 4
   */
  rows?: number;
}

/**
 * A labelled text input with optional description and error message. `isRequired` marks the
 * label with an asterisk and, with the default native validation, shows `errorMessage` when a
 * form is submitted empty; the message is tied to the input through `aria-describedby` and
 * the input gets `aria-invalid`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 4,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.field, cls].filter(Boolean).join(' '),
      )}
    >
      {label ? (
        <Label className={styles.label}>
          {label}
          {props.isRequired ? (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
      ) : null}
      {multiline ? (
        <RACTextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        {(validation) => (
          <>
            <Icon name="alert" size="sm" />
            <span>
              {typeof errorMessage === 'function'
                ? errorMessage(validation)
                : (errorMessage ?? validation.validationErrors.join(' '))}
            </span>
          </>
        )}
      </FieldError>
    </RACTextField>
  );
}

export type TextAreaProps = Omit<TextFieldProps, 'multiline'>;

/** A multi-line `TextField` (notes, descriptions). Same props, minus `multiline`. */
export function TextArea(props: TextAreaProps) {
  return <TextField {...props} multiline />;
}
