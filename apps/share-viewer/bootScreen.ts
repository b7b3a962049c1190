import { runnerImport, type Plugin } from 'vite';
import type * as tokens from '@hds/ui/tokens';

type Tokens = typeof tokens;

/**
 * The first frame of the page, in `index.html` itself: the loading state's spinner, at the
 * place and in the colours SharedBoardView's loading state draws it (app.css.ts page padding,
 * the state's 15rem box), so it paints as soon as the HTML and stylesheet are in (Lighthouse's
 * FCP) and the app takes over without a jump (padding, not a margin that would collapse into
 * the body's and move it: a layout shift). The body has no theme class until main.tsx runs,
 * hence the `:not([class])` colours, taken from the design tokens.
 */
const styleOf = ({ darkColors, lightColors, scale: { space, size } }: Tokens) => `<style>
body:not([class]){margin:0;background:${lightColors.background};color:${lightColors.text}}
@media (prefers-color-scheme:dark){body:not([class]){background:${darkColors.background};color:${darkColors.text}}}
.boot{display:grid;place-items:center;height:calc(${size.dialogSm} * 0.6 + ${space['6']});padding-top:${space['6']}}
@media screen and (min-width:768px){.boot{height:calc(${size.dialogSm} * 0.6 + ${space['10']});padding-top:${space['10']}}}
.boot svg{width:${size.iconLg};height:${size.iconLg};animation:boot-spin .8s linear infinite}
@keyframes boot-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.boot svg{animation-duration:1.6s}}
</style>`;

const spinner = `<div class="boot" role="progressbar" aria-label="Loading board..."><svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2.5" opacity=".2"/><path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg></div>`;

export function bootScreen(): Plugin {
  return {
    name: 'hds-share-viewer-boot-screen',
    async transformIndexHtml(html) {
      // The tokens are TypeScript source of @hds/ui, which Node cannot import from this config;
      // Vite's module runner can.
      const { module } = await runnerImport<Tokens>('@hds/ui/tokens');
      return html
        .replace('<!--boot-style-->', styleOf(module))
        .replace('<main id="root"></main>', `<main id="root">${spinner}</main>`);
    },
  };
}
