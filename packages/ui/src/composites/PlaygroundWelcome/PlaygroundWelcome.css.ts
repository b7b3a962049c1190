import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { queries } from '../../theme/tokens.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space[6],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.sans,
  minWidth: 0,
  '@media': {
    [queries.belowMd]: { padding: vars.space[4], gap: vars.space[5] },
  },
});

export const intro = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[4],
  minWidth: 0,
});

export const mark = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

export const headingGroup = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  textWrap: 'balance',
});

export const description = style({
  margin: 0,
  maxWidth: '60ch',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  textWrap: 'pretty',
});

/** The card is narrow (a phone, or beside a wide sidebar): compact steps, two samples a row. */
const narrow = '(max-width: 40rem)';

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [narrow]: { gap: vars.space[2] } },
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  minWidth: 0,
  '@container': {
    [narrow]: {
      flexDirection: 'column',
      gap: vars.space[2],
      padding: vars.space[2],
      textAlign: 'center',
      fontSize: vars.font.size.xs,
    },
  },
});

export const stepIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.accentSoftText,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const stepText = style({ display: 'grid', gap: vars.space['0.5'], minWidth: 0 });
export const stepTitle = style({ fontWeight: vars.font.weight.semibold });
export const stepHint = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  '@container': { [narrow]: { display: 'none' } },
});

export const section = style({ display: 'grid', gap: vars.space[3], minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const samples = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Four across when the card has room for them (it sits beside the sidebar), else two.
  '@container': { [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const sample = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[2],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/** Over the picture's corner: the tile's padding plus a little inset. */
export const caption = style({
  position: 'absolute',
  insetBlockStart: vars.space[4],
  insetInlineStart: vars.space[4],
  boxShadow: vars.shadow.sm,
});

export const sampleFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingInline: vars.space[1],
  minWidth: 0,
});

export const sampleLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** 'Try it' yields to the room's name on narrow tiles; the arrow stays. */
export const sampleActionText = style({
  '@container': { [narrow]: { display: 'none' } },
});

export const sampleAction = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.accentSoftText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

export const noticeText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
});

export const extra = style({
  display: 'grid',
  gap: vars.space[3],
  paddingBlockStart: vars.space[5],
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  minWidth: 0,
});
