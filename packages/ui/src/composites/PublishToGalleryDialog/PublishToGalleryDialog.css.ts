import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
export { formFooter as footer } from '../../primitives/Dialog/dialogForm.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const preview = style({
  display: 'block',
  width: '100%',
  maxHeight: '10rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space[3],
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

export const errorText = style({ display: 'flex', gap: vars.space[2], margin: 0 });
