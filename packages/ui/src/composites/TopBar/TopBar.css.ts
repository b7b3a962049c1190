import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { queries } from '../../theme/tokens.ts';

/**
 * The bar answers to its own width (container query), like the AppShell: in the app that is
 * about the viewport, in Storybook or a narrow panel it is the frame.
 */
const container = createContainer();

export const root = style({
  containerName: container,
  containerType: 'inline-size',
  flex: 1,
  minWidth: 0,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlLg,
  fontFamily: vars.font.family.sans,
  color: vars.color.text,
});

export const narrowOnly = style({
  '@container': {
    [`${container} ${queries.md}`]: { display: 'none' },
  },
});

export const title = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.tight,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginInlineStart: 'auto',
  flexShrink: 0,
});
