import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const area = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
  color: vars.color.text,
});

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[8]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  border: `${vars.size.focusRing} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.accent,
      borderStyle: 'solid',
      background: vars.color.accentSoft,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { borderStyle: 'solid', borderColor: vars.color.border },
  },
});

export const dropIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const instructions = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const validation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

export const validationHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const dismiss = style({ marginInlineStart: 'auto', color: 'inherit' });

export const errorList = style({
  margin: 0,
  paddingInlineStart: vars.space[6],
  overflowWrap: 'anywhere',
});

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
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const statusIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  selectors: {
    '&[data-status="uploading"]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-status="success"]': {
      background: vars.color.successSoft,
      color: vars.color.successSoftText,
    },
    '&[data-status="error"]': {
      background: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
    },
  },
});

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
});

export const itemHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minWidth: 0,
});

export const fileName = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const fileSize = style({
  flexShrink: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const status = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-status="error"]': { color: vars.color.danger },
    '&[data-status="success"]': { color: vars.color.successSoftText },
  },
});

export const progress = style({ width: '100%' });

export const track = style({
  height: vars.space[1.5],
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const overall = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: '1 1 12rem',
});

export const overallLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
