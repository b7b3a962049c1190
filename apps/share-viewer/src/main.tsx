import { createRoot } from 'react-dom/client';
import { createHttpClient, createSharedBoardApi, createXhrUploader } from '@hds/api-client';
import { SharedBoardView } from '@hds/ui/SharedBoardView';
import { darkTheme, lightTheme } from '@hds/ui/theme';
import { tokenFromPath } from './token.ts';
import * as styles from './app.css.ts';

// The public page a share link opens (spec part 2, shared board): no Firebase, no router, no
// React Query — the token comes from the path and the design system's SharedBoardView runs
// the sharedBoard machine with these two calls. The design system is imported by subpath: the
// `@hds/ui` barrel would bring every component's stylesheet along.
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

const root = document.getElementById('root')!;
// The static skeleton of index.html painted the first frame; the page replaces it.
root.replaceChildren();
createRoot(root).render(
  <SharedBoardView
    className={styles.page}
    token={token}
    loadBoard={loadBoard}
    uploadFiles={(t, files) => api.upload(t, files)}
    homeHref="/"
  />,
);
