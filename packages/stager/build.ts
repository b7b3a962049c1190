/**
 * Builds the stager page (src/page/page.ts: three.js and the furniture library) into one IIFE
 * script, dist/stager.js, with Vite's build API. `npm run build -w @hds/stager` runs it (the root
 * `npm run build` and `npm start` do), so the server only reads a file and never bundles; the
 * test set-ups call `ensureStagerBuilt()`, which builds when a source is newer than the script.
 */
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rolldown } from 'vite';
import { STAGER_ENTRY, STAGER_ROOT, STAGER_SCRIPT } from './src/paths.ts';

/**
 * One browser entry as a self-contained IIFE script that assigns its exports to `name` (Vite's
 * build API, imported lazily: it is a build-time dependency). tools/sample-scenes bundles its
 * scenes with it too.
 */
export async function bundleIife(root: string, entry: string, name: string): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      emptyOutDir: false,
      lib: { entry, formats: ['iife'], name, fileName: () => `${name}.js` },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  for (const out of outputs)
    for (const chunk of out.output) if (chunk.type === 'chunk' && chunk.isEntry) return chunk.code;
  throw new Error('vite build produced no entry chunk');
}

/** The page's script, built. */
export function bundleStager(): Promise<string> {
  return bundleIife(STAGER_ROOT, STAGER_ENTRY, 'HdsStager');
}

/** Builds dist/stager.js. Written under a temporary name and renamed, so a reader never sees half. */
export async function buildStager(): Promise<void> {
  const code = await bundleStager();
  mkdirSync(path.dirname(STAGER_SCRIPT), { recursive: true });
  const tmp = `${STAGER_SCRIPT}.${process.pid}.tmp`;
  writeFileSync(tmp, code);
  renameSync(tmp, STAGER_SCRIPT);
}

const mtime = (p: string): number => {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
};

/** The newest modification time of the page's sources (everything under src/). */
function newestSource(dir = path.join(STAGER_ROOT, 'src')): number {
  let latest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    latest = Math.max(latest, e.isDirectory() ? newestSource(p) : mtime(p));
  }
  return latest;
}

/** Builds the script when it is missing or older than a source; true when it built. */
export async function ensureStagerBuilt(): Promise<boolean> {
  if (mtime(STAGER_SCRIPT) >= newestSource()) return false;
  await buildStager();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildStager();
  const kb = Math.round(statSync(STAGER_SCRIPT).size / 1024);
  console.log(`stager: dist/stager.js (${kb} kB) in ${Math.round(performance.now() - started)} ms`);
}
