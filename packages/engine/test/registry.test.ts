import { describe, expect, it } from 'vitest';
import { createEngineRegistry } from '../src/registry.ts';
import type { ImageEngine } from '../src/types.ts';

/** An engine that says it can (or cannot) run everything; nothing is ever run here. */
const engine = (name: string, reason: string | null): ImageEngine => ({
  name,
  availability: () => (reason ? { available: false, reason } : { available: true }),
  run: () => Promise.reject(new Error('not run in this test')),
});

describe('engine registry: who stages furniture', () => {
  it('a configured generative engine keeps precedence; the local stager is its fallback', async () => {
    const both = await createEngineRegistry(
      {},
      { local: engine('local', null), replicate: engine('replicate', null), comfyui: engine('comfyui', 'off') }, // prettier-ignore
    );
    expect(both.choose('furniture').engine?.name).toBe('replicate');
    // Every other edit stays local first.
    expect(both.choose('wall_color').engine?.name).toBe('local');

    const localOnly = await createEngineRegistry(
      {},
      { local: engine('local', null), replicate: engine('replicate', 'no token'), comfyui: engine('comfyui', 'no url') }, // prettier-ignore
    );
    expect(localOnly.choose('furniture').engine?.name).toBe('local');
  });

  it("with nothing able to stage, the card says the default install's own reason", async () => {
    const none = await createEngineRegistry(
      {},
      { local: engine('local', 'Chromium was not found'), replicate: engine('replicate', 'no token'), comfyui: engine('comfyui', 'no url') }, // prettier-ignore
    );
    expect(none.choose('furniture')).toMatchObject({
      engine: null,
      availability: { available: false, reason: 'Chromium was not found' },
    });
  });

  it('ENGINE_FURNITURE still picks one engine by name', async () => {
    const r = await createEngineRegistry(
      { ENGINE_FURNITURE: 'local' },
      { local: engine('local', null), replicate: engine('replicate', null), comfyui: engine('comfyui', null) }, // prettier-ignore
    );
    expect(r.choose('furniture').engine?.name).toBe('local');
  });
});
