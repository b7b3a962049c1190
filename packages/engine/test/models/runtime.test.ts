import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ModelPool, ort } from '../../src/models/runtime.ts';
import { MANIFEST } from '../../src/models/manifest.ts';
import { ballast, tinyModelsDir } from './tiny.ts';
import { join } from 'node:path';

const FLOATS = 32_000_000; // 128 MB of weights: well above the noise of the test process's RSS
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const mb = (b: number) => Math.round(b / 1e6);
const run = promisify(execFile);

describe('the model pool', () => {
  it('unloads after the idle time and the memory returns', async () => {
    const dir = tinyModelsDir({ inpaint: { model: ballast(FLOATS) } });
    dirs.push(dir);
    const path = join(dir, MANIFEST.inpaint.files.model!.file);
    const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(new URL('./memoryProbe.ts', import.meta.url)), path, String(FLOATS)]); // prettier-ignore
    const m = JSON.parse(stdout) as { before: number; loaded: number; after: number; state: string; stateAfter: string }; // prettier-ignore
    console.log(`weights ${mb(FLOATS * 4)} MB: RSS before load ${mb(m.before)} MB, loaded ${mb(m.loaded)} MB (+${mb(m.loaded - m.before)}), after idle unload ${mb(m.after)} MB (${mb(m.after - m.loaded)})`); // prettier-ignore
    expect([m.state, m.stateAfter]).toEqual(['loaded', 'unloaded']);
    expect(m.loaded - m.before).toBeGreaterThan(FLOATS * 4 * 0.8);
    // The weights' memory comes back once the session is released.
    expect(m.loaded - m.after).toBeGreaterThan(FLOATS * 4 * 0.8);
  }, 60_000);

  it('a request during the load waits for the same load; a later one reuses it', async () => {
    const dir = tinyModelsDir({ inpaint: { model: ballast(1000) } });
    dirs.push(dir);
    const path = join(dir, MANIFEST.inpaint.files.model!.file);
    const pool = new ModelPool({ idleMs: 60_000 });
    const seen: unknown[] = [];
    await Promise.all(
      [1, 2, 3].map(() =>
        pool.use('inpaint', { model: path }, 4000, async (s) => seen.push(s.model)),
      ),
    );
    await pool.use('inpaint', { model: path }, 4000, async (s) => seen.push(s.model));
    expect(pool.loads).toBe(1);
    expect(new Set(seen).size).toBe(1);
    await pool.unloadAll();
    expect(pool.state('inpaint')).toBe('unloaded');
  });

  it('bounds the runs at once to its concurrency', async () => {
    const dir = tinyModelsDir({ inpaint: { model: ballast(2_000_000) } });
    dirs.push(dir);
    const path = join(dir, MANIFEST.inpaint.files.model!.file);
    const { Tensor } = await ort();
    const pool = new ModelPool({ concurrency: 1 });
    let now = 0;
    let most = 0;
    await pool.use('inpaint', { model: path }, 0, async (s) => {
      const session = s.model!;
      const real = session.run.bind(session);
      // Counts the runs inside onnxruntime at once.
      session.run = (async (feeds: Parameters<typeof real>[0]) => {
        most = Math.max(most, ++now);
        try {
          return await real(feeds);
        } finally {
          now--;
        }
      }) as typeof session.run;
      const x = () => new Tensor('float32', new Float32Array(2_000_000), [1, 2_000_000]);
      await Promise.all([1, 2, 3].map(() => pool.run(session, { x: x() })));
    });
    expect(most).toBe(1);
    await pool.unloadAll();
  });
});
