import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { input, textarea } from '../../primitives/TextField/TextField.css.ts';

/*
 * The design system draws its field states from react-aria's data attributes; the embed's form
 * is native controls (see NativeLeadForm.tsx), so these are the same states from the browser's
 * pseudo-classes and ARIA attributes.
 */
const focused = {
  borderColor: vars.color.focusRing,
  boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.focusRing}`,
};
for (const cls of [input, textarea]) {
  globalStyle(`${cls}:focus`, focused);
  globalStyle(`${cls}[aria-invalid="true"]`, { borderColor: vars.color.danger });
  globalStyle(`${cls}[aria-invalid="true"]:focus`, {
    boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.danger}`,
  });
  globalStyle(`${cls}:hover:not(:focus)`, {
    '@media': { '(hover: hover)': { borderColor: vars.color.text } },
  });
}

export const select = style({ appearance: 'auto', cursor: 'pointer' });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space[1] });

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[4]}`,
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});

export const checkInput = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

/** The progress bar's track as a native <progress>. */
export const progress = style({
  display: 'block',
  width: '100%',
  height: '0.375rem',
  border: 0,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  appearance: 'none',
  background: vars.color.surfaceSunken,
  color: vars.color.accent,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.color.accent, transition: 'width 0.2s' },
    '&::-moz-progress-bar': { background: vars.color.accent },
  },
});

/** Visually hidden, still read (the honeypot is not this: it is never rendered). */
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
