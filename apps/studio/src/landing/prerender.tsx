// Built for Node by scripts/prerender.mjs (vite.landing.config.ts, SSR mode) and run once at
// build time: the landing page's HTML, as the visitor first sees it (signed out).
import { renderToString } from 'preact-render-to-string';
import { LandingApp } from './LandingApp.tsx';
import './theme.css.ts';

export function render(): string {
  return renderToString(<LandingApp />);
}
