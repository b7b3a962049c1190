import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  width: '100%',
  height: '100%',
  minHeight: '12rem',
  padding: vars.space[6],
  textAlign: 'center',
  borderRadius: 'inherit',
  background: vars.color.surfaceSunken,
  // A hairline frame keeps the panel apart from a page of the same tone (dark theme).
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-compact]': { minHeight: 0, padding: vars.space[3], gap: vars.space[1] },
  },
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    [`${fallback}[data-compact] &`]: { fontSize: vars.font.size.sm },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  maxWidth: '28rem',
});
