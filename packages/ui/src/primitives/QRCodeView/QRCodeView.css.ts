import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});

/** The code's room: square, at most 320 px, never wider than its container. */
export const frame = style({
  width: `min(100%, calc(${vars.size.dialogSm} * 0.8))`,
  aspectRatio: '1 / 1',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  width: '100%',
});

export const code = style([
  frame,
  {
    display: 'block',
    height: 'auto',
    // A QR code needs its light quiet zone on any theme: the image carries its own white ground.
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    imageRendering: 'pixelated',
  },
]);

export const caption = style({
  maxWidth: '100%',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  textAlign: 'center',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
});
