import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@hds/ui/theme';

export const page = style({
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

/** The gallery's column under the bar: the studio shell's padding, the bar's width. */
export const main = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
  minWidth: 0,
  '@media': { 'screen and (min-width: 768px)': { paddingInline: vars.space[6] } },
});

/** A design page's way back to the gallery, above the design. */
export const back = style({
  margin: 0,
  marginBlockEnd: vars.space[4],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

globalStyle(`${back} a`, {
  color: vars.color.accent,
  textUnderlineOffset: '0.2em',
  textDecorationColor: 'color-mix(in srgb, currentColor 40%, transparent)',
});
