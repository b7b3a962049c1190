import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
  alignItems: 'center',
  gap: vars.space[8],
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space[10]} ${vars.space[6]}`,
});
export const heroText = style({ display: 'grid', gap: vars.space[5] });
export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});
export const heroTitle = style({
  margin: 0,
  fontSize: `clamp(${vars.font.size['2xl']}, 5vw, ${vars.font.size['4xl']})`,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
});
export const lead = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.textMuted,
  maxWidth: '38rem',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const heroArt = style({
  position: 'relative',
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  boxShadow: vars.shadow.lg,
  aspectRatio: '3 / 2',
});
export const room = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(180deg, ${vars.color.surfaceRaised} 0%, ${vars.color.surface} 62%, ${vars.color.border} 62%, ${vars.color.border} 100%)`,
});
export const window = style({
  position: 'absolute',
  top: '14%',
  left: '58%',
  width: '26%',
  height: '38%',
  borderRadius: vars.radius.sm,
  border: `6px solid ${vars.color.surfaceRaised}`,
  background: 'linear-gradient(180deg, #8ec5e8 0%, #cfe7f5 70%, #9cc18a 70%, #7aa56a 100%)',
  boxShadow: vars.shadow.md,
});
export const sofa = style({
  position: 'absolute',
  left: '10%',
  bottom: '24%',
  width: '44%',
  height: '22%',
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} ${vars.radius.sm} ${vars.radius.sm}`,
  background: vars.color.accent,
  boxShadow: vars.shadow.md,
});
export const floor = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: '20%',
  background: `repeating-linear-gradient(90deg, transparent 0 46px, ${vars.color.overlay} 46px 48px)`,
  opacity: 0.25,
});
export const heroBadge = style({
  position: 'absolute',
  top: vars.space[3],
  left: vars.space[3],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.sm,
});

export const section = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space[8]} ${vars.space[6]}`,
  display: 'grid',
  gap: vars.space[6],
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  textAlign: 'center',
});
export const featureGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
export const planGrid = style([featureGrid, {}]);
export const price = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });
export const center = style({ margin: 0, textAlign: 'center' });
export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space[6]} ${vars.space[6]}`,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
});
export const footerNav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[5] });
