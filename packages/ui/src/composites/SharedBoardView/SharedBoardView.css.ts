import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: `calc(${vars.size.dialogSm} * 0.6)`,
  padding: vars.space[6],
});

export const stateCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  maxWidth: vars.size.dialogSm,
  marginInline: 'auto',
  padding: vars.space[8],
  borderRadius: vars.radius.xl,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
});

export const stateIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
});

export const stateTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

export const muted = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  maxWidth: '70ch',
});

export const metaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const upload = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const uploadTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** 1 column small, 2 medium, 3 large, 4 extra large (spec part 2 §2), by the space given. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    '(min-width: 36rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 56rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '(min-width: 72rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
});

export const thumb = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const thumbButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.size.focusRing} * -1)` },
  },
});

/** Shown on hover and while a control inside has focus; always shown on touch screens. */
export const overlay = style({
  position: 'absolute',
  inset: 'auto 0 0 0',
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  background: `linear-gradient(to top, ${vars.color.overlay}, transparent)`,
  opacity: 0,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${media}:hover &, ${media}:focus-within &`]: { opacity: 1 },
  },
  '@media': { '(hover: none)': { opacity: 1 } },
});

export const overlayAction = style({ boxShadow: vars.shadow.md });

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  padding: vars.space[3],
  minWidth: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[10],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
