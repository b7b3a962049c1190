// The landing build's entry (`/`): the page is already in the HTML (prerendered at build by
// scripts/prerender.mjs from src/landing/prerender.tsx); this hydrates it. It runs on Preact
// through its React compatibility layer (vite.landing.config.ts) — no React DOM, no router, no
// TanStack Query, no Firebase in the first load (budget: scripts/budget.mjs).
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { darkTheme, lightTheme } from '@hds/ui/theme';
import { LandingApp } from './LandingApp.tsx';
import { IslandModeProvider } from './ui.ts';
import './theme.css.ts';

function applyTheme() {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const set = () => {
    document.body.classList.toggle(darkTheme, dark.matches);
    document.body.classList.toggle(lightTheme, !dark.matches);
  };
  set();
  dark.addEventListener('change', set);
}

hydrateRoot(
  document.getElementById('root')!,
  // The page is English (and prerendered so): a fixed locale spares every react-aria hook the
  // browser-locale lookup, the largest single cost of hydrating it.
  <I18nProvider locale="en-US">
    <IslandModeProvider value="hydrate">
      <LandingApp />
    </IslandModeProvider>
  </I18nProvider>,
);
applyTheme();
