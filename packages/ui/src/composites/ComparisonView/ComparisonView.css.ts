import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { segmentedGroup, segmentedTextItem } from '../../styles/segmented.css.ts';

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  width: '100%',
  containerType: 'inline-size',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const modes = segmentedGroup;

export const mode = segmentedTextItem;

/** Side by side from 480 px of container width; stacked below, so each stays legible. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[3],
  '@container': {
    '(min-width: 30rem)': { gridTemplateColumns: '1fr 1fr' },
  },
});

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const frame = style({
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const caption = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const missing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  height: '100%',
  padding: vars.space[4],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
