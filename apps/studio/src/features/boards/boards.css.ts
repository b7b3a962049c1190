import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';
import { cardGrid } from '../../kit/layout.ts';

export const grid = style(cardGrid('17rem', vars.space[4]));
export const skeletonCard = style({ height: '15rem' });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const banner = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
});
export const tabPanel = style({ paddingTop: vars.space[4] });
export const form = style({ display: 'grid', gap: vars.space[4], maxWidth: '36rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  marginBottom: vars.space[4],
});
