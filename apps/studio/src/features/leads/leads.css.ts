import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui';

export const page = style({ display: 'grid', gap: vars.space[6], maxWidth: '80rem', minWidth: 0 });
