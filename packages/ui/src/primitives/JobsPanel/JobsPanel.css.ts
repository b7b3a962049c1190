import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  fontFamily: vars.font.family.sans,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const summary = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1.5'],
  padding: vars.space[3],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  flexWrap: 'wrap',
  minWidth: 0,
});

export const name = style({
  flex: '1 1 8rem',
  minWidth: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const detail = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.dangerSoftText,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });

export const empty = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The playground's status of one edit: progress, or what went wrong. */
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: vars.font.family.sans,
  color: vars.color.text,
  selectors: {
    '&[data-state="failed"]': {
      borderColor: vars.color.danger,
      background: vars.color.dangerSoft,
    },
  },
});

export const statusTitle = style({
  flex: '1 1 10rem',
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
