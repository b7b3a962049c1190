import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});

/** Alternating band behind the style preview, so sections read apart. */
export const band = style({
  background: vars.color.surfaceSunken,
  borderBlock: `${vars.size.hairline} solid ${vars.color.border}`,
});
