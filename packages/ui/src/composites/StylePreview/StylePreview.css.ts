import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Controls beside the picture from 640 px of container width, above it below that. */
export const preview = style({
  width: '100%',
  padding: vars.space[5],
  borderRadius: vars.radius.xl,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  containerType: 'inline-size',
});

/** A container query cannot style its own container, hence this inner grid. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[6],
  alignItems: 'start',
  '@container': {
    '(min-width: 40rem)': { gridTemplateColumns: 'minmax(14rem, 1fr) 2fr' },
  },
});

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const frame = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const badge = style({
  position: 'absolute',
  top: vars.space[3],
  left: vars.space[3],
  boxShadow: vars.shadow.sm,
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  minHeight: vars.size.iconMd,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
