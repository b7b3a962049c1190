import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', maxWidth: '80rem', minWidth: 0 });
