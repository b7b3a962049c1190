import { runnerImport, type Plugin } from 'vite';
import type * as tokens from '@hds/ui/tokens';

type Tokens = typeof tokens;

/**
 * The studio's first frame, in `index.html` itself: a loading spinner that paints as soon as the
 * HTML and stylesheets are in (Lighthouse's FCP) rather than after the entry, the schemas and the
 * page's chunk have loaded and run. React replaces it on its first render (nothing moves: no
 * layout shift). The body has no theme class until main.tsx runs, hence the `:not([class])`
 * colours from the design tokens. The server allows this <style> by its hash.
 */
const styleOf = ({ darkColors, lightColors, scale }: Tokens) => `<style>
body:not([class]){margin:0;background:${lightColors.background};color:${lightColors.text}}
@media (prefers-color-scheme:dark){body:not([class]){background:${darkColors.background};color:${darkColors.text}}}
.boot{display:grid;place-items:center;min-height:50vh}
.boot svg{width:${scale.size.iconLg};height:${scale.size.iconLg};animation:boot-spin .8s linear infinite}
@keyframes boot-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.boot svg{animation-duration:1.6s}}
</style>`;

const spinner = `<div class="boot" role="progressbar" aria-label="Loading..."><svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2.5" opacity=".2"/><path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg></div>`;

export function bootScreen(): Plugin {
  return {
    name: 'hds-studio-boot-screen',
    apply: 'build',
    async transformIndexHtml(html) {
      // The tokens are TypeScript source of @hds/ui, which Node cannot import from this config;
      // Vite's module runner can.
      const { module } = await runnerImport<Tokens>('@hds/ui/tokens');
      return html
        .replace('</head>', `${styleOf(module)}\n</head>`)
        .replace('<div id="root"></div>', `<div id="root">${spinner}</div>`);
    },
  };
}
