import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';
import { bareList, mutedText, spreadRow } from '../../kit/layout.ts';

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

export const list = style(bareList(vars.space[3]));

export const card = style({
  ...spreadRow(vars.space[3]),
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

export const meta = style({ ...mutedText(vars.font.size.sm), overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const form = style({ display: 'grid', gap: vars.space[4] });

export const error = style({ margin: 0, color: vars.color.dangerSoftText });
