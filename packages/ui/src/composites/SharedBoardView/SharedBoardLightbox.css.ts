import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The whole viewport: a native modal `<dialog>` over a dimmed, blurred page. */
export const dialog = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: vars.space[3],
  border: 0,
  // The page's scrim twice (here and on ::backdrop): pictures read best on a deep, calm ground.
  background: vars.color.overlay,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  outline: 'none',
  cursor: 'zoom-out',
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', gap: vars.space[3] },
    '&::backdrop': { background: vars.color.overlay, backdropFilter: 'blur(6px)' },
  },
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space[6] } },
});

// The page behind keeps still while the lightbox is open.
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  alignSelf: 'center',
  width: '100%',
  maxWidth: vars.size.content,
  paddingBlock: vars.space[2],
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[2],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  cursor: 'auto',
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
  flex: '1 1 12rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

/** Holds the picture at its largest without cropping; the picture is centred inside. */
export const stage = style({ position: 'relative', flex: '1 1 0', minHeight: 0 });

export const picture = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  maxWidth: '100%',
  maxHeight: '100%',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.xl,
  background: vars.color.surfaceSunken,
});

export const nav = style({
  // Centred by margins, not a transform: the pressed state scales it.
  position: 'absolute',
  insetBlock: 0,
  marginBlock: 'auto',
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-side="previous"]': { left: vars.space[2] },
    '&[data-side="next"]': { right: vars.space[2] },
  },
});
