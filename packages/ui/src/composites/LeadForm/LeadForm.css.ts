import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    containerType: 'inline-size',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
    minWidth: 0,
    color: vars.color.text,
    fontFamily: vars.font.family.sans,
  },
  variants: {
    variant: {
      inline: {
        padding: vars.space[6],
        borderRadius: vars.radius.xl,
        border: `${vars.size.hairline} solid ${vars.color.border}`,
        background: vars.color.surface,
        boxShadow: vars.shadow.md,
      },
      minimal: { gap: vars.space[4] },
      fullpage: {
        maxWidth: vars.size.dialogLg,
        marginInline: 'auto',
        paddingBlock: vars.space[10],
        paddingInline: vars.space[4],
      },
    },
  },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const title = recipe({
  base: { margin: 0, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight },
  variants: {
    variant: {
      inline: { fontSize: vars.font.size.xl },
      minimal: { fontSize: vars.font.size.lg },
      fullpage: { fontSize: vars.font.size['3xl'], textAlign: 'center' },
    },
  },
});

export const subtitle = recipe({
  base: {
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    variant: {
      inline: {},
      minimal: {},
      fullpage: { fontSize: vars.font.size.md, textAlign: 'center' },
    },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const stepHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  // Focus lands here on a step change so screen readers start at the step; it is not a
  // control, so it shows no focus ring.
  outline: 'none',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[4],
  '@container': { '(min-width: 32rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  paddingTop: vars.space[4],
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const spacer = style({ flex: 1 });

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[6],
  textAlign: 'center',
});

export const successIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
});

export const successTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

export const successText = style({ margin: 0, color: vars.color.textMuted });
