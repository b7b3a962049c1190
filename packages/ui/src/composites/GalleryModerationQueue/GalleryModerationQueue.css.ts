import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const thumb = style({
  width: '6rem',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: '1 1 12rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const reports = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  marginBlockStart: vars.space[1],
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingInlineStart: vars.space[3],
  borderInlineStart: `${vars.size.hairline} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const reason = style({ color: vars.color.text });

export const reportMeta = style({ color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  flexShrink: 0,
});
