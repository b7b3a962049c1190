/**
 * The frame of a composite screen (gallery, listings, embeds, leads): a column that sizes its
 * container queries, and a header of title and subtitle with the screen's actions beside them.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const screenRoot = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});

export const screenHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const screenHeading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const screenTitle = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const screenSubtitle = style({ margin: 0, color: vars.color.textMuted });
