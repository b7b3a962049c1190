import './preactEvents.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient, createSharedBoardApi, createXhrUploader } from '@hds/api-client';
import { SharedBoardView, ToastRegion, darkTheme, lightTheme } from '@hds/ui';
import { tokenFromPath } from './token.ts';
import * as styles from './app.css.ts';

// The public page a share link opens (spec part 2, shared board): no Firebase, no router, no
// React Query — the token comes from the path and the design system's SharedBoardView runs
// the sharedBoard machine with these two calls.
const api = createSharedBoardApi(createHttpClient(), createXhrUploader());

function applyTheme() {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const set = () => {
    document.body.classList.toggle(darkTheme, dark.matches);
    document.body.classList.toggle(lightTheme, !dark.matches);
  };
  set();
  dark.addEventListener('change', set);
}

applyTheme();
const token = tokenFromPath(window.location.pathname);

// Reported once, after the first load: that GET is what issues the csrftoken cookie an unsafe
// call of a first-time visitor needs.
let tracked = false;
async function loadBoard(t: string) {
  const board = await api.load(t);
  if (!tracked) {
    tracked = true;
    void api.trackAccess(t).catch(() => undefined);
  }
  return board;
}
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SharedBoardView
      className={styles.page}
      token={token}
      loadBoard={loadBoard}
      uploadFiles={(t, files) => api.upload(t, files)}
      homeHref="/"
    />
    <ToastRegion />
  </StrictMode>,
);
