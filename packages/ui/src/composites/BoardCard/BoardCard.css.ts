import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  transition: colorTransition,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  overflow: 'hidden',
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const mosaic = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gridTemplateRows: '1fr 1fr',
  gap: vars.size.hairline,
  width: '100%',
  height: '100%',
  selectors: {
    '&[data-count="1"]': { gridTemplateColumns: '1fr', gridTemplateRows: '1fr' },
    '&[data-count="2"]': { gridTemplateRows: '1fr' },
  },
});

export const tile = style({
  position: 'relative',
  minWidth: 0,
  minHeight: 0,
  selectors: {
    '[data-count="3"] > &:first-child': { gridRow: 'span 2' },
  },
});

export const more = style({
  position: 'absolute',
  insetBlockEnd: vars.space[2],
  insetInlineEnd: vars.space[2],
  paddingInline: vars.space[2],
  paddingBlock: vars.space['0.5'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.sm,
});

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
});

export const overlayBadges = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
  display: 'flex',
  gap: vars.space[1],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  flex: 1,
  padding: vars.space[4],
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
});

export const name = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&[data-focus-visible]::after': focusRing,
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

export const menuButton = style({
  position: 'relative',
  zIndex: 1,
  marginBlock: `calc(${vars.space[1]} * -1)`,
  marginInlineEnd: `calc(${vars.space[2]} * -1)`,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  marginTop: 'auto',
  paddingTop: vars.space[1],
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const dot = style({
  selectors: {
    '&::before': { content: '"·"', marginInlineEnd: vars.space[2] },
  },
});

export const fullRow = style({ flexBasis: '100%' });
