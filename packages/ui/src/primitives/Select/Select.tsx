import type { ReactNode } from 'react';
import {
  Button as RACButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
  Text,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { Popover } from '../Popover/Popover.tsx';
import * as field from '../TextField/TextField.css.ts';
import * as styles from './Select.css.ts';

export interface SelectProps<T extends object> extends Omit<
  RACSelectProps<T>,
  'children' | 'items'
> {
  /** Visible label. */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown when the field is invalid (`isInvalid`, or `isRequired` after a submit). */
  errorMessage?: ReactNode;
  /** Text shown while nothing is chosen. @default 'Select an option' */
  placeholder?: string;
  /** The options, rendered by `children` (a function) — or pass static `SelectItem`s. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Pick one option from a short list (room type, style, sort order). The trigger shows the
 * choice; the list opens in a popover. Keyboard: Tab to the trigger, Enter/Space/ArrowDown
 * opens, arrows move, Enter picks, Escape closes; typing a letter jumps to a match even
 * while closed. Use `ComboBox` when the list is long enough to need typing to filter.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder = 'Select an option',
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
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
      <RACButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Icon name="chevron" size="sm" className={styles.chevron} />
      </RACButton>
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
      <Popover className={styles.popover}>
        <ListBox items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export type SelectItemProps<T> = ListBoxItemProps<T>;

/** One option of a `Select` or `ComboBox`; give it an `id`. A check marks the chosen one. */
export function SelectItem<T extends object>({
  className,
  children,
  textValue,
  ...props
}: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (cls) =>
        [styles.item, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={styles.itemText}>{content}</span>
          {isSelected ? <Icon name="check" size="sm" className={styles.check} /> : null}
        </>
      ))}
    </ListBoxItem>
  );
}
