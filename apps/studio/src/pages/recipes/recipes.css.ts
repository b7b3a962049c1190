import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';

export const page = style({ display: 'grid', gap: vars.space[6], maxWidth: '80rem', minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space[2] });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '44rem' });

export const section = style({ display: 'grid', gap: vars.space[3], minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const list = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardText = style({
  display: 'grid',
  gap: vars.space[1],
  minWidth: 0,
  flex: '1 1 16rem',
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const form = style({ display: 'grid', gap: vars.space[4] });

export const error = style({ margin: 0, color: vars.color.dangerSoftText });
