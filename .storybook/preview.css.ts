import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@hds/ui/theme';

/** The themed frame every story renders in (padded, or edge to edge for layouts). */
export const frame = style({
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  padding: vars.space[6],
  borderRadius: vars.radius.md,
});

export const frameFullscreen = style({
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  minHeight: '100dvh',
});

// Docs pages keep Storybook's light chrome, but each preview block takes the theme's canvas
// so a dark story does not float as an island inside a white box.
globalStyle('.docs-story', {
  background: vars.color.background,
});
