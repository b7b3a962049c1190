import type { ReactNode } from 'react';
import {
  Breadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  type BreadcrumbsProps as RACBreadcrumbsProps,
  Link as RACLink,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface BreadcrumbItem {
  /** Visible text. */
  label: ReactNode;
  /** Where it goes. The last item is the current page and is not a link. */
  href?: string;
  /** Stable key; defaults to `href`, then the position. */
  id?: string;
}

export interface BreadcrumbsProps extends Omit<
  RACBreadcrumbsProps<BreadcrumbItem>,
  'children' | 'items'
> {
  items: BreadcrumbItem[];
  /** Name of the navigation landmark. @default 'Breadcrumbs' */
  'aria-label'?: string;
}

/**
 * Where the page sits in the hierarchy (Projects › Kitchen refresh › Board), inside a `nav`
 * landmark. Every item but the last is a link; the last is the current page
 * (`aria-current="page"`). Long labels are cut with an ellipsis; the row wraps when narrow.
 * Links go through the app router when it is registered with RAC's `RouterProvider`.
 */
export function Breadcrumbs({
  items,
  'aria-label': ariaLabel = 'Breadcrumbs',
  className,
  ...props
}: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel} className={className}>
      <RACBreadcrumbs {...props} className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <Breadcrumb
              key={item.id ?? item.href ?? index}
              id={item.id ?? item.href ?? index}
              className={styles.item}
            >
              <RACLink href={isLast ? undefined : item.href} className={styles.link}>
                {item.label}
              </RACLink>
              {isLast ? null : (
                <Icon name="chevron" direction="right" size="sm" className={styles.separator} />
              )}
            </Breadcrumb>
          );
        })}
      </RACBreadcrumbs>
    </nav>
  );
}
