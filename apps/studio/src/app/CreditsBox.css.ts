import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';

export const box = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const label = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
export const figure = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const track = style({
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});
export const fill = style({ height: '100%', background: vars.color.accent });
