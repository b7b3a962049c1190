/** Bundles the browser-side scene code into one IIFE script with Vite's build API. */
import path from 'node:path';
import type { Rolldown } from 'vite';
import { rendererRoot } from './paths.ts';

export function bundleScenes(): Promise<string> {
  return bundleEntry(path.join(rendererRoot, 'scene', 'index.ts'), 'HdsScenes');
}

/** One browser entry of this package as an IIFE script named `name` (Vite imported lazily). */
export async function bundleEntry(entry: string, name: string): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root: rendererRoot,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      emptyOutDir: false,
      lib: {
        entry,
        formats: ['iife'],
        name,
        fileName: () => `${name}.js`,
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  for (const out of outputs) {
    for (const chunk of out.output) {
      if (chunk.type === 'chunk' && chunk.isEntry) return chunk.code;
    }
  }
  throw new Error('vite build produced no entry chunk');
}
