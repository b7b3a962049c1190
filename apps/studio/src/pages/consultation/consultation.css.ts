import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';

export const page = style({
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space[4],
  paddingInline: vars.space[6],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const home = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});
export const main = style({ paddingInline: vars.space[2] });
