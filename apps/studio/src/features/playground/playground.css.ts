import { style } from '@vanilla-extract/css';
import { queries, vars } from '@hds/ui';
import { cardGrid, mutedText, spreadRow, wrapRow } from '../../kit/layout.ts';

export const page = style({ display: 'grid', gap: vars.space[5], maxWidth: '90rem' });
export const header = style(spreadRow(vars.space[3]));
export const title = style({ margin: 0, fontSize: vars.font.size['2xl'] });
export const actions = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });
/**
 * The picture, then the edit controls, then the history: on a phone the controls come right
 * under the picture; on a wide screen they are a column beside picture and history.
 */
export const workspace = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'start',
  gridTemplateAreas: '"stage" "controls" "history"',
  '@media': {
    [queries.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"stage controls" "history controls"',
    },
  },
});
export const stage = style({ gridArea: 'stage', display: 'grid', gap: vars.space[4], minWidth: 0 });
export const controls = style({ gridArea: 'controls', minWidth: 0 });
export const history = style({ gridArea: 'history', minWidth: 0 });
export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[2],
});
export const picture = style({
  width: '100%',
  height: 'auto',
  display: 'block',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});
export const meta = style({
  ...wrapRow(vars.space[2]),
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const processing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const chooser = style({ display: 'grid', gap: vars.space[4] });
export const thumbs = style(cardGrid('9.5rem', vars.space[3]));
export const thumbLink = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[2],
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  outlineOffset: vars.size.focusOffset,
  transition: `border-color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});
export const thumb = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const thumbLabel = style({
  paddingInline: vars.space[1],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
/** 'Before' / 'After' over the picture's corner (tile padding plus a little inset). */
export const thumbCaption = style({
  position: 'absolute',
  insetBlockStart: vars.space[4],
  insetInlineStart: vars.space[4],
});
export const divider = style(mutedText(vars.font.size.md));
export const samplesError = style({
  ...spreadRow(vars.space[3]),
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});
export const uploadTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});
/** Holds the height of the start card while the lists decide which one it is. */
export const deciding = style({ display: 'grid', minHeight: '34rem' });
/** Read by screen readers, not shown. */
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
