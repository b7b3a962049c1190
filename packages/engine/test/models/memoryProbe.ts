// Run in a child process with --expose-gc (test/models/runtime.test.ts): loads the model at
// argv[2] through the pool, runs it once, waits for the idle unload, and prints the RSS at each
// step as JSON. Its own process, so the test runner's heap does not blur the figure.
import { ModelPool, ort } from '../../src/models/runtime.ts';

const [path, floats] = [process.argv[2]!, Number(process.argv[3])];
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const rss = () => process.memoryUsage().rss;
const { Tensor } = await ort();
const pool = new ModelPool({ idleMs: 200 });
gc();
const before = rss();
await pool.use('inpaint', { model: path }, floats * 4, async (s) => {
  await pool.run(s.model!, { x: new Tensor('float32', new Float32Array(floats), [1, floats]) });
});
gc();
const loaded = rss();
const state = pool.state('inpaint');
await new Promise((go) => setTimeout(go, 500));
gc();
await new Promise((go) => setTimeout(go, 100));
console.log(
  JSON.stringify({ before, loaded, after: rss(), state, stateAfter: pool.state('inpaint') }),
);
