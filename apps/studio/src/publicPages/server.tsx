// Built for Node by scripts/publicPages.mjs (vite.public.config.ts, SSR mode) and loaded by the
// API server (apps/api/src/web/publicPages.ts), which renders a public page per request: the
// page's data through the API's own routes, then the same tree the browser hydrates.
import { renderToString } from 'preact-render-to-string';
import { I18nProvider } from 'react-aria-components';
import { createHttpClient } from '@hds/api-client';
import { signedOut } from '../landing/authState.ts';
import { designPreload } from './designPreload.ts';
import { liftStyles } from './liftStyles.ts';
import { PublicApp } from './PublicApp.tsx';
import { loadPublicPage, publicRoute, type PublicPageData } from './publicData.ts';
import '../landing/theme.css.ts';

export { publicRoute };

/** The server never signs in. */
const never = () => new Promise<never>(() => {});

export interface RenderedPublicPage {
  data: PublicPageData;
  /** The page's markup, for the root element. */
  html: string;
  /** Rules standing for the markup's style attributes, for a `<style>` the reply allows. */
  css: string;
  /** Tags for the head: a design page's image preload. */
  head: string;
}

/**
 * Renders a public page for a visitor who is not signed in, or null when `path` is not one.
 * `fetch` answers the page's API calls (the server's own routes, called in process).
 */
export async function renderPublicPage(
  path: string,
  search: string,
  fetch: typeof globalThis.fetch,
): Promise<RenderedPublicPage | null> {
  const data = await loadPublicPage(path, search, createHttpClient({ fetch }));
  if (!data) return null;
  const markup = renderToString(
    <I18nProvider locale="en-US">
      <PublicApp data={data} path={path} auth={signedOut} loadAuth={never} />
    </I18nProvider>,
  );
  return { data, head: designPreload(data), ...liftStyles(markup) };
}
