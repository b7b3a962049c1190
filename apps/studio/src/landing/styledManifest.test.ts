import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchStyledManifest } from './styledManifest.ts';
import type { StyledManifestDocument } from './ui.ts';

const entry = (status: string) => ({ url: '/static/onboarding/styled/a.jpg', status });
const doc = (status: string) => ({ images: { 'a.jpg': entry(status) } });

/** A fetch that answers the queued replies in order (a number is an HTTP error status). */
function serve(replies: Array<object | number>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const next = replies.length > 1 ? replies.shift()! : replies[0]!;
    return typeof next === 'number'
      ? new Response('{}', { status: next })
      : new Response(JSON.stringify(next), { status: 200 });
  });
  return calls;
}

async function settle(seen: Array<StyledManifestDocument | null>, count: number) {
  await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(count));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('watchStyledManifest', () => {
  it('loads again while entries are pending, and stops once all are generated', async () => {
    serve([doc('pending'), doc('pending'), doc('generated')]);
    const seen: Array<StyledManifestDocument | null> = [];
    const stop = watchStyledManifest((m) => seen.push(m), { intervalMs: 1 });
    await settle(seen, 3);
    await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(seen.map((m) => m?.images['a.jpg']?.status)).toEqual([
      'pending',
      'pending',
      'generated',
    ]);
  });

  it('falls back to the static copy, and gives up with null after the allowed failures', async () => {
    const calls = serve([500]);
    const seen: Array<StyledManifestDocument | null> = [];
    const stop = watchStyledManifest((m) => seen.push(m), { intervalMs: 1, failures: 2 });
    await settle(seen, 1);
    await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(seen).toEqual([null]);
    // Each round tries the API, then the static manifest: three rounds (one + two retries).
    expect(calls).toHaveLength(6);
    expect(calls[1]).toBe('/static/onboarding/styled_manifest.json');
  });

  it('stops loading when stopped', async () => {
    const calls = serve([doc('pending')]);
    const seen: Array<StyledManifestDocument | null> = [];
    const stop = watchStyledManifest((m) => seen.push(m), { intervalMs: 200 });
    await settle(seen, 1);
    stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toHaveLength(1);
  });
});
