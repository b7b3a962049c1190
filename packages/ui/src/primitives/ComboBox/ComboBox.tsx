import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  FieldError,
  Input,
  Label,
  ListBox,
  Text,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { Popover } from '../Popover/Popover.tsx';
import * as select from '../Select/Select.css.ts';
import * as field from '../TextField/TextField.css.ts';
import * as styles from './ComboBox.css.ts';

export { SelectItem as ComboBoxItem } from '../Select/Select.tsx';

export interface ComboBoxProps<T extends object> extends Omit<
  RACComboBoxProps<T>,
  'children' | 'items'
> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** The options, rendered by `children` (a function) — or pass static `ComboBoxItem`s. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown in the open list when nothing matches. @default 'No results' */
  emptyLabel?: ReactNode;
}

/**
 * A text input that filters a list of options as you type (city, furniture style out of many).
 * Keyboard: type to filter, ArrowDown opens and moves, Enter picks, Escape closes then clears.
 * With `allowsCustomValue` free text is kept. Use `Select` for short fixed lists.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  emptyLabel = 'No results',
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      // Keep the list open on no match so "No results" tells the user why nothing shows.
      allowsEmptyCollection
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
      <div className={styles.control}>
        <Input className={[field.input, styles.input].join(' ')} placeholder={placeholder} />
        <RACButton className={styles.button}>
          <Icon name="chevron" size="sm" />
        </RACButton>
      </div>
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
      <Popover className={select.popover}>
        <ListBox
          items={items}
          className={select.listBox}
          renderEmptyState={() => <div className={select.empty}>{emptyLabel}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
