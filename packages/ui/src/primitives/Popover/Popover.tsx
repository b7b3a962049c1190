import {
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Popover.css.ts';

export type PopoverProps = RACPopoverProps;

/**
 * A floating raised surface anchored to its trigger (menus, pickers, small forms). It is
 * portalled to `document.body`, so put the theme class on `<body>`.
 */
export function Popover({ offset = 6, className, ...props }: PopoverProps) {
  return (
    <RACPopover
      offset={offset}
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.popover, cls].filter(Boolean).join(' '),
      )}
    />
  );
}
