/**
 * The outline glyphs of `Icon`, one export each, drawn on a 24 x 24 grid with a 1.75 stroke and
 * coloured by `currentColor`. Separate exports so a bundle that imports `CloseIcon` ships only the
 * close glyph (the share viewer counts its bytes); `Icon` itself takes them all.
 */

export const menu = <path d="M4 7h16M4 12h16M4 17h16" />;
export const close = <path d="M6 6l12 12M18 6 6 18" />;
export const chevron = <path d="m6 9 6 6 6-6" />;
export const user = (
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20c.8-3.6 3.9-5.5 7.5-5.5s6.7 1.9 7.5 5.5" />
  </>
);
export const image = (
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="9.5" r="1.75" />
    <path d="m21 15.5-4.6-4.6a1.5 1.5 0 0 0-2.1 0L5.5 19.8" />
  </>
);
export const sparkles = (
  <>
    <path d="M10.5 3.5 12 8l4.5 1.5L12 11l-1.5 4.5L9 11 4.5 9.5 9 8z" />
    <path d="M18 14.5 18.8 17l2.2.8-2.2.8L18 21l-.8-2.4-2.2-.8 2.2-.8zM18.5 3v3M17 4.5h3" />
  </>
);
export const folder = (
  <path d="M3.5 7.5A2 2 0 0 1 5.5 5.5h3.6a2 2 0 0 1 1.4.6l1.4 1.4h6.6a2 2 0 0 1 2 2v7.5a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
);
export const board = (
  <>
    <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
  </>
);
export const settings = (
  <>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </>
);
export const plans = (
  <>
    <path d="M7 4h10l4 5.5L12 20 3 9.5z" />
    <path d="M3 9.5h18M9.5 4 8 9.5l4 10.5 4-10.5L14.5 4" />
  </>
);
export const upload = (
  <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4.5 15v2.5a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V15" />
);
export const check = <path d="m5 12.5 4.5 4.5L19 7.5" />;
export const signOut = (
  <path d="M14 4.5h3.5a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H14M9.5 16l-4-4 4-4M5.5 12H15" />
);
export const alert = (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.75v5M12 16.25v.01" />
  </>
);
export const search = (
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>
);
export const trash = (
  <path d="M4.5 7h15M9.5 7V5a1.5 1.5 0 0 1 1.5-1.5h2A1.5 1.5 0 0 1 14.5 5v2M6.5 7l.8 11.6a2 2 0 0 0 2 1.9h5.4a2 2 0 0 0 2-1.9L17.5 7M10 11v5.5M14 11v5.5" />
);
export const edit = <path d="M4.5 19.5h4l10-10a2.1 2.1 0 0 0-3-3l-10 10zM13.5 8.5l3 3" />;
export const download = (
  <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M4.5 15v2.5a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V15" />
);
export const external = (
  <path d="M13.5 4.5h6v6M19.5 4.5l-8 8M17.5 14v3.5a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2H10" />
);
export const copy = (
  <>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5v-2a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
  </>
);
export const link = (
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
);
export const share = (
  <>
    <circle cx="17.5" cy="5.5" r="2.5" />
    <circle cx="6.5" cy="12" r="2.5" />
    <circle cx="17.5" cy="18.5" r="2.5" />
    <path d="m8.7 10.7 6.6-3.9M8.7 13.3l6.6 3.9" />
  </>
);
export const eye = (
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>
);
export const plus = <path d="M12 5v14M5 12h14" />;
export const minus = <path d="M5 12h14" />;
export const play = (
  <path d="M7.5 5.2v13.6a.8.8 0 0 0 1.2.7l10.8-6.8a.8.8 0 0 0 0-1.4L8.7 4.5a.8.8 0 0 0-1.2.7z" />
);
export const pause = <path d="M8.5 5v14M15.5 5v14" />;
export const grid = (
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>
);
export const list = <path d="M9 6.5h11M9 12h11M9 17.5h11M4.5 6.5h.01M4.5 12h.01M4.5 17.5h.01" />;
export const layers = (
  <path d="m12 3.5 8.5 4.5-8.5 4.5L3.5 8zM3.5 12l8.5 4.5 8.5-4.5M3.5 16l8.5 4.5 8.5-4.5" />
);
export const compare = (
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <path d="M12 2.5v19M8.5 10 6.5 12l2 2M15.5 10l2 2-2 2" />
  </>
);
export const history = <path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.5M4 4.5v4h4M12 8v4l3 2" />;
export const filter = <path d="M4 5.5h16l-6.2 7.3v5.4l-3.6 1.8v-7.2z" />;
export const star = (
  <path d="m12 3.8 2.5 5.2 5.7.8-4.1 4 1 5.7-5.1-2.7-5.1 2.7 1-5.7-4.1-4 5.7-.8z" />
);
export const heart = (
  <path d="M12 19.5s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 6.8a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10-7.5 10z" />
);
export const info = (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.25M12 7.75v.01" />
  </>
);
export const warning = (
  <path d="M10.3 4.7 3.2 17.2a2 2 0 0 0 1.7 3h14.2a2 2 0 0 0 1.7-3L13.7 4.7a2 2 0 0 0-3.4 0zM12 9.5v4M12 16.75v.01" />
);
export const calendar = (
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>
);
export const home = (
  <path d="M4 10.5 12 4l8 6.5V19a1.5 1.5 0 0 1-1.5 1.5H15v-6h-6v6H5.5A1.5 1.5 0 0 1 4 19z" />
);
export const mapPin = (
  <>
    <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </>
);
export const camera = (
  <>
    <path d="M4.5 7.5h3l1.6-2.3a1.5 1.5 0 0 1 1.2-.7h3.4a1.5 1.5 0 0 1 1.2.7l1.6 2.3h3a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2h-15a2 2 0 0 1-2-2V9.5a2 2 0 0 1 2-2z" />
    <circle cx="12" cy="13.25" r="3.5" />
  </>
);
export const wand = (
  <path d="M4.5 19.5 15 9M13.5 7.5l3 3M17 3v2.5M19.5 5.5H22M15.5 4.5l1.5 1.5M20 9.5v.01M9.5 4v.01" />
);
export const palette = (
  <>
    <path d="M12 3.5a8.5 8.5 0 0 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.3-1-1.6-1-2.6 0-.9.7-1.5 1.6-1.5h2.2a3.9 3.9 0 0 0 3.9-3.9c0-4-3.8-7.3-8.5-7.3z" />
    <path d="M7.75 11.5h.01M9.75 7.75h.01M14.25 7.75h.01M16.75 11h.01" />
  </>
);
export const sun = (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </>
);
export const moon = <path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z" />;
export const cloud = <path d="M7 18.5a4 4 0 0 1-.6-8 6 6 0 0 1 11.5 1.5 3.3 3.3 0 0 1-.4 6.5z" />;
export const sofa = (
  <path d="M5.5 11V8a2.5 2.5 0 0 1 2.5-2.5h8A2.5 2.5 0 0 1 18.5 8v3M3.5 12.5a2 2 0 0 1 4 0V14h9v-1.5a2 2 0 0 1 4 0V17a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 17zM6 18.5v1.5M18 18.5v1.5" />
);
export const eraser = (
  <path d="m9 19.5-4.3-4.3a1.5 1.5 0 0 1 0-2.1l8.4-8.4a1.5 1.5 0 0 1 2.1 0l4.3 4.3a1.5 1.5 0 0 1 0 2.1L12 19.5zM9 19.5h11M8.5 9.5l6 6" />
);
export const expand = <path d="M14.5 4.5h5v5M19.5 4.5 14 10M9.5 19.5h-5v-5M4.5 19.5 10 14" />;
export const dragHandle = <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />;
export const qr = (
  <>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2.5v2.5H14zM17.5 17.5H20V20h-2.5zM20 14v.01M14 20v.01" />
  </>
);
export const lock = (
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
  </>
);
export const globe = (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5z" />
  </>
);
export const clock = (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>
);
export const arrowLeft = <path d="M19 12H5M11 6l-6 6 6 6" />;
export const arrowRight = <path d="M5 12h14M13 6l6 6-6 6" />;
export const zoomIn = (
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5M11 8.5v5M8.5 11h5" />
  </>
);
export const refresh = (
  <path d="M19.5 12a7.5 7.5 0 0 1-13.3 4.8M4.5 12a7.5 7.5 0 0 1 13.3-4.8M18 3.5v4h-4M6 20.5v-4h4" />
);
export const more = <path d="M6 12h.01M12 12h.01M18 12h.01" />;
export const archive = (
  <path d="M3.5 5.5h17v4h-17zM5 9.5v8.5a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 18V9.5M12 12v4.5M9.75 14.25 12 16.5l2.25-2.25" />
);
export const unarchive = (
  <path d="M3.5 5.5h17v4h-17zM5 9.5v8.5a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 18V9.5M12 16.5V12M9.75 14.25 12 12l2.25 2.25" />
);
