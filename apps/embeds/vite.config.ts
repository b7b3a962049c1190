import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const CSS_MARKER = '__HDS_EMBED_CSS__';

/**
 * One file: the CSS vanilla-extract emits is taken out of the bundle and put into the script
 * as a string (the `INLINE_CSS` marker of src/elements.tsx), which each widget injects into
 * its own shadow root. Nothing is added to the host document.
 */
function inlineCss(): Plugin {
  return {
    name: 'hds-embeds-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      let css = '';
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type === 'asset' && name.endsWith('.css')) {
          css += String(file.source);
          delete bundle[name];
        }
      }
      let replaced = 0;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const quote of ['"', "'", '`']) {
          const marker = `${quote}${CSS_MARKER}${quote}`;
          replaced += file.code.split(marker).length - 1;
          file.code = file.code.split(marker).join(JSON.stringify(css));
        }
      }
      if (replaced === 0) this.error(`the CSS marker ${CSS_MARKER} was not found in the script`);
    },
  };
}

/**
 * apps/embeds: /embed/v1.js, a classic self-running script (IIFE) defining the partner widgets
 * `<hds-lead-form>` and `<hds-before-after>`. Like the share viewer it runs the design
 * system's components on Preact through its React compatibility layer (see README).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), inlineCss()],
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __HDS_EMBED_BUILD__: 'true',
  },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    cssCodeSplit: false,
    minify: true,
    rolldownOptions: {
      // The lead form (NativeLeadForm of @hds/ui) runs `leadFormLite`, which imports only the
      // validators and messages beside the machines of @hds/machines; building a machine
      // (`setup(…).createMachine(…)`, its actors and actions) is declared pure so that the
      // unused machines, and with them the xstate runtime, are left out.
      treeshake: {
        manualPureFunctions: ['setup', 'createMachine', 'fromPromise', 'fromCallback', 'assign'],
      },
    },
    lib: {
      entry: 'src/main.ts',
      formats: ['iife'],
      name: 'HdsEmbeds',
      fileName: () => 'v1.js',
    },
  },
});
