import { style } from '@vanilla-extract/css';

/** The island's wrapper takes no box: the page lays out as if it were not there. */
export const island = style({ display: 'contents' });
