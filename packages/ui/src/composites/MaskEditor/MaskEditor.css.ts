import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';
import { segmentedGroup, segmentedTextItem } from '../../styles/segmented.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  rowGap: vars.space[2],
});

export const toolbarGroup = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
});

export const tools = style([segmentedGroup, { flexWrap: 'wrap' }]);

export const tool = style([
  segmentedTextItem,
  { selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } } },
]);

export const brush = style({
  flex: `1 1 ${vars.size.menuMin}`,
  maxWidth: vars.size.dialogSm,
});

/** Pushes the zoom buttons to the end of the toolbar's row. */
export const spacer = style({ flex: '1 0 0', minWidth: 0 });

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  maxWidth: '100%',
  marginInline: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  // Pointer events drive strokes and pans on touch too.
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-tool="regions"]': { cursor: 'pointer' },
    '&[data-tool="brush"], &[data-tool="eraser"]': { cursor: 'crosshair' },
    '&[data-tool="pan"]': { cursor: 'grab' },
    '&[data-panning]': { cursor: 'grabbing' },
  },
});

export const content = style({
  position: 'absolute',
  inset: 0,
  transformOrigin: '0 0',
});

export const picture = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'fill',
  pointerEvents: 'none',
  display: 'block',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
  imageRendering: 'pixelated',
});

/** Hidden swatches the overlay reads its colours from, so the canvas follows the theme's tokens. */
export const swatchTint = style({ display: 'none', color: vars.color.accent });
export const swatchFocus = style({ display: 'none', color: vars.color.focusRing });
export const swatchEdge = style({ display: 'none', color: vars.color.surface });

export const brushCursor = style({
  position: 'absolute',
  top: 0,
  left: 0,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRing} solid ${vars.color.surface}`,
  boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.text}`,
  pointerEvents: 'none',
});

export const skeleton = style({
  position: 'relative',
  overflow: 'hidden',
  maxWidth: '100%',
  marginInline: 'auto',
  borderRadius: vars.radius.md,
});

export const loadingText = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[4],
  textAlign: 'center',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const summary = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** Why the editor opened: the engine asks the user to confirm the region. */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const noticeText = style({ margin: 0 });

export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
});

/** The click segmenter at work: a badge over the picture's top corner. */
export const segmenting = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  pointerEvents: 'none',
});
