import {
  Switch as RACSwitch,
  type SwitchProps as RACSwitchProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Switch.css.ts';

export type SwitchProps = RACSwitchProps;

/**
 * An on/off toggle for a setting that applies at once (dark mode, public board):
 * `<Switch isSelected onChange>Public</Switch>`. Space toggles it. Inside a form that is
 * submitted later, prefer `Checkbox`.
 */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.switchRoot, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {content ? <span className={styles.labelText}>{content}</span> : null}
        </>
      ))}
    </RACSwitch>
  );
}
