import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition } from '../../styles/focus.ts';

/** The card is its own size container, so the list layout follows the card, not the page. */
export const card = style({
  position: 'relative',
  minWidth: 0,
  height: '100%',
  containerType: 'inline-size',
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.family.sans,
  overflow: 'hidden',
  transition: colorTransition,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&:focus-within': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.accent}, ${vars.shadow.sm}`,
    },
  },
});

/** List cards wider than 34rem put the picture beside the details. */
const listRow = '(min-width: 34rem)';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  '@container': {
    [listRow]: {
      selectors: {
        [`${card}[data-variant="list"] &`]: { flexDirection: 'row' },
      },
    },
  },
});

export const media = style({
  position: 'relative',
  flexShrink: 0,
  aspectRatio: '3 / 2',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  overflow: 'hidden',
  '@container': {
    [listRow]: {
      selectors: {
        [`${card}[data-variant="list"] &`]: {
          width: '36%',
          minHeight: `calc(${vars.size.controlLg} * 3.5)`,
          aspectRatio: 'auto',
        },
      },
    },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `filter ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    // Archived listings step back: the picture loses its colour, the text stays readable.
    [`${card}[data-archived] &`]: { filter: 'grayscale(1)', opacity: 0.7 },
  },
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
  insetInlineEnd: `calc(${vars.size.controlSm} + ${vars.space[4]})`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  pointerEvents: 'none',
});

/** The checkbox sits on a small surface chip so it reads on any photo. */
export const select = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineEnd: vars.space[2],
  display: 'flex',
  padding: vars.space['1.5'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  flex: 1,
  minWidth: 0,
  padding: vars.space[4],
  '@container': {
    [listRow]: {
      selectors: {
        [`${card}[data-variant="list"] &`]: { padding: vars.space[5] },
      },
    },
  },
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  margin: 0,
});

export const price = style({
  fontSize: vars.font.size.xl,
  '@container': {
    // Phone-width cards: a long price ('$12,750,000 (negotiable)') stays to a line or two.
    '(max-width: 18rem)': { fontSize: vars.font.size.lg },
  },
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const noPrice = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
});

export const listingType = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const address = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** Nudges the pin onto the first line of the address. */
export const addressIcon = style({
  marginBlockStart: `calc((${vars.font.size.sm} * ${vars.font.lineHeight.snug} - ${vars.size.iconSm}) / 2)`,
});

/** Room between two facts; the separating dot sits in it. */
const factGap = vars.space[4];

/**
 * Facts separated by '·'. Each dot sits in the gap before its fact; a fact that starts a line
 * has its dot pushed outside the list's edge, where `overflow: hidden` clips it, so a wrapped
 * line never begins with a stray dot.
 */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const fact = style({
  whiteSpace: 'nowrap',
  marginInlineStart: `calc(${factGap} * -1)`,
  paddingInlineEnd: factGap,
  selectors: {
    '&::before': {
      content: '"·"',
      display: 'inline-block',
      width: factGap,
      textAlign: 'center',
      color: vars.color.textMuted,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginTop: 'auto',
  paddingTop: vars.space[3],
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const iconActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginInlineStart: 'auto',
});

/** The featured toggle fills its star in the warning (gold) colour when on. */
export const featureToggle = style({
  selectors: {
    '&[data-selected]': { color: vars.color.warning },
  },
});
// vanilla-extract selectors must target the styled element itself; the star is a descendant.
globalStyle(`${featureToggle}[data-selected] svg`, { fill: 'currentColor' });

/** The readable reason of a failed import. */
export const failure = style([address, { color: vars.color.dangerSoftText }]);
