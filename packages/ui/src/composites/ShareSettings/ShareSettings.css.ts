import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const cards = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.dialogSm} * 0.7)), 1fr))`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const cardIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const cardText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[2],
});

export const urlField = style({ flex: '1 1 14rem', minWidth: 0 });

export const urlInput = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  textOverflow: 'ellipsis',
});

// Copy, Open, QR Code and Revoke wrap on a narrow card instead of running past its edge.
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  flexShrink: 1,
  minWidth: 0,
});

export const boardId = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const boardIdValue = style({
  fontFamily: vars.font.family.mono,
  color: vars.color.text,
});
