import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';
import { bareList, wrapRow } from '../../kit/layout.ts';

export const mine = style({ display: 'grid', gap: vars.space[3], minWidth: 0 });
export const mineTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const mineList = style(bareList(vars.space[3]));
export const mineRow = style(wrapRow(vars.space[3]));
export const mineThumb = style({
  width: '4rem',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const mineBody = style({
  display: 'grid',
  gap: vars.space[1],
  flex: '1 1 10rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const mineMeta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
