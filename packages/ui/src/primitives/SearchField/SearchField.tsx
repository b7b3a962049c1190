import type { ReactNode } from 'react';
import {
  Button as RACButton,
  FieldError,
  Input,
  Label,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
  Text,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as field from '../TextField/TextField.css.ts';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** Visible label. Without one, pass `aria-label` (a search box in a toolbar). */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown when the field is invalid. */
  errorMessage?: ReactNode;
  /** An example query, e.g. 'Search projects'. */
  placeholder?: string;
  /** Accessible name of the clear button. @default 'Clear search' */
  clearLabel?: string;
}

/**
 * A search input with a magnifier and a clear button. Enter calls `onSubmit`; Escape (or the
 * clear button) empties it and calls `onClear`. Filter-as-you-type lists listen to `onChange`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel = 'Clear search',
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={composeRenderProps(className, (cls) =>
        [field.field, styles.searchField, cls].filter(Boolean).join(' '),
      )}
    >
      {label ? <Label className={field.label}>{label}</Label> : null}
      <div className={styles.control}>
        <Icon name="search" size="sm" className={styles.searchIcon} />
        <Input className={[field.input, styles.input].join(' ')} placeholder={placeholder} />
        <RACButton className={styles.clear} aria-label={clearLabel}>
          <Icon name="close" size="sm" />
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
    </RACSearchField>
  );
}
