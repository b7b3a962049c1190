import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
  FieldError,
  Label,
  Text,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as field from '../TextField/TextField.css.ts';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = RACCheckboxProps;

/**
 * A checkbox with its label as children: `<Checkbox isSelected onChange>Keep the floor</Checkbox>`.
 * Space toggles it. `isIndeterminate` shows a dash (a "select all" whose items are mixed).
 * Use `Switch` instead for a setting that takes effect immediately.
 */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.checkbox, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <Icon name="minus" size="sm" />
            ) : isSelected ? (
              <Icon name="check" size="sm" />
            ) : null}
          </span>
          {content ? <span className={styles.labelText}>{content}</span> : null}
        </>
      ))}
    </RACCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** Visible group label (announced as the group's name). */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** The `Checkbox`es, each with a `value`. */
  children: ReactNode;
}

/** A labelled set of checkboxes sharing one `value` array (`string[]`). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      className={composeRenderProps(className, (cls) =>
        [field.field, styles.group, cls].filter(Boolean).join(' '),
      )}
    >
      {label ? <Label className={field.label}>{label}</Label> : null}
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
    </RACCheckboxGroup>
  );
}
