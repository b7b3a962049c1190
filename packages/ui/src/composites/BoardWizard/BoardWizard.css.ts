import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.sans,
  '@media': { '(max-width: 30em)': { padding: vars.space[4] } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const steps = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  flex: '1 1 0',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  paddingTop: vars.space[2],
  borderTop: `${vars.size.focusRing} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="current"]': {
      borderTopColor: vars.color.accent,
      color: vars.color.text,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-state="done"]': { borderTopColor: vars.color.accent },
  },
});

export const stepNumber = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      background: vars.color.accent,
      color: vars.color.accentText,
    },
    [`${step}[data-state="done"] &`]: {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});

export const stepLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const stepHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const stepHint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const previewsLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const previews = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.controlLg} * 2), 1fr))`,
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const previewImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const previewPlaceholder = style([
  previewImage,
  { display: 'grid', placeItems: 'center', color: vars.color.textMuted },
]);

export const previewLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  '@media': { '(max-width: 30em)': { gridTemplateColumns: '1fr', gap: vars.space[1] } },
});

export const term = style({ fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const alert = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
  fontSize: vars.font.size.sm,
});

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  paddingTop: vars.space[4],
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});
