/**
 * The stage's width, as `<img sizes>`: the page's or dialog's column, at most 44rem (the
 * `dialogLg` size token). Its own module, so a server's preload tag can share it without styles.
 */
export const GALLERY_STAGE_SIZES = '(min-width: 44rem) 44rem, 100vw';
