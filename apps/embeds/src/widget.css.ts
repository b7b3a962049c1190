import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@hds/ui/theme';

/*
 * This stylesheet is injected into each widget's shadow root (never the host document), so
 * its "global" rules only reach the widget's own nodes. The design system's document-level
 * reset (packages/ui/src/theme/global.css.ts) is not part of it: these are the few rules a
 * component needs from it.
 */
export const root = style({
  display: 'block',
  colorScheme: 'light',
  selectors: { [`&[data-theme="dark"]`]: { colorScheme: 'dark' } },
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  // The host page's own background shows through; the lead form's card brings its surface.
  background: 'transparent',
  WebkitFontSmoothing: 'antialiased',
  textAlign: 'start',
});

// Inside :where(), so these weigh nothing against a component's own classes (as the design
// system's element rules do in a document).
globalStyle(`:where(${root} *, ${root} *::before, ${root} *::after)`, { boxSizing: 'border-box' });
globalStyle(`:where(${root} img, ${root} svg)`, { display: 'block', maxWidth: '100%' });
globalStyle(`:where(${root} button, ${root} input, ${root} textarea, ${root} select)`, {
  font: 'inherit',
  color: 'inherit',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: '8rem',
  padding: vars.space[4],
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
});

export const notice = style([error, { marginTop: vars.space[3] }]);

/** A card like the lead form's: legible on any host background, in either scheme. */
export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.xl,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const caption = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });
