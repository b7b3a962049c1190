import type { BuildEnvironmentOptions, PluginOption, UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { preactCollections } from './vite.preactCollections.ts';
import { lazyParts } from './vite.lazyParts.ts';

export interface PublicBuild {
  /** The page's HTML entry (`landing.html`, `public.html`). */
  input: string;
  /** Plugins of this page's own, run after preactCollections and before React's. */
  plugins?: PluginOption[];
  /** Where the server-side build goes, and how (besides Node 20, an emptied folder). */
  ssrBuild: BuildEnvironmentOptions;
  /** The client build's manifest file, when a script of ours reads it. */
  manifest?: string;
}

/**
 * What the visitors' pages built apart from the studio share (vite.landing.config.ts,
 * vite.public.config.ts): they run on Preact through its React compatibility layer — the
 * design system's components at a sixth of React DOM's weight — and are rendered on the
 * server from an SSR build of the same config, so that vanilla-extract's class names match.
 * The client build writes into the studio's dist/ (built just before) with one stylesheet,
 * which the page's script inlines: the split-off parts' rules are in it, so their server-rendered
 * markup is styled before their code arrives.
 */
export function publicBuild(
  isSsrBuild: boolean | undefined,
  { input, plugins = [], ssrBuild, manifest }: PublicBuild,
): UserConfig {
  return {
    plugins: [
      preactCollections(),
      ...plugins,
      ...(isSsrBuild ? [] : [lazyParts()]),
      react(),
      vanillaExtractPlugin(),
    ],
    resolve: {
      alias: [
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      ],
    },
    // Bundled whole for the server, so the aliases above apply inside dependencies too; ES
    // module builds first, so Preact is one instance (a CommonJS twin would lose its hooks).
    ssr: { noExternal: true, resolve: { conditions: ['module', 'node', 'import', 'production'] } },
    build: isSsrBuild
      ? { target: 'node20', emptyOutDir: true, copyPublicDir: false, ...ssrBuild }
      : {
          outDir: 'dist',
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          sourcemap: true,
          ...(manifest ? { manifest } : {}),
          rollupOptions: { input },
          cssCodeSplit: false,
          // ES2022 module chunks: no preload polyfill.
          modulePreload: { polyfill: false },
        },
  };
}
