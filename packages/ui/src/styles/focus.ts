import { vars } from '../theme/contract.css.ts';

/** The one keyboard focus indicator: a solid ring offset from the control's edge. */
export const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusOffset,
} as const;

/** Same ring drawn inside the element, for items flush against a container edge. */
export const focusRingInset = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(${vars.size.focusRing} * -1)`,
} as const;

/** Short transition for colour changes on interactive elements. */
export const colorTransition = [
  'background-color',
  'border-color',
  'color',
  'box-shadow',
  'opacity',
]
  .map((p) => `${p} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');
