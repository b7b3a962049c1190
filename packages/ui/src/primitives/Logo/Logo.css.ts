import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  boxShadow: vars.shadow.sm,
});

export const glyph = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.9,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
