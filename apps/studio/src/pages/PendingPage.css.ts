import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';

export const page = style({ display: 'grid', gap: vars.space[4], maxWidth: '48rem' });
export const title = style({ margin: 0, fontSize: vars.font.size['2xl'] });
export const text = style({ margin: 0, color: vars.color.textMuted });
