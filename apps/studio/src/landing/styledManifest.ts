import type { StyledManifestDocument } from './ui.ts';

// The paths of packages/api-client/src/contract/styledManifest.ts, written out: the contract
// module brings zod, which the landing's first load does without.
const API = '/api/v1/home-design/styled-manifest/';
const STATIC = '/static/onboarding/styled_manifest.json';

async function get(url: string): Promise<StyledManifestDocument> {
  const res = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const body = (await res.json()) as StyledManifestDocument;
  if (!body || typeof body.images !== 'object' || body.images === null)
    throw new Error(`${url}: not a styled manifest`);
  return body;
}

/** The styled manifest from the API, else its static copy, else null (the preview's fallbacks). */
export async function loadStyledManifest(): Promise<StyledManifestDocument | null> {
  try {
    return await get(API);
  } catch {
    try {
      return await get(STATIC);
    } catch {
      return null;
    }
  }
}

const hasPending = (m: StyledManifestDocument) =>
  Object.values(m.images).some((i) => i.status === 'pending');

/**
 * Loads the manifest and, while the server is still generating entries (some are 'pending' on
 * a fresh install), loads it again every `intervalMs`, so the preview swaps its fallback for the
 * real picture once it exists. A failed load is tried again too, but only `failures` times: a
 * server without the manifest keeps the fallback pictures for good. Returns the stop function.
 */
export function watchStyledManifest(
  onManifest: (m: StyledManifestDocument | null) => void,
  { intervalMs = 5000, attempts = 60, failures = 3 } = {},
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const round = async (left: number, failuresLeft: number) => {
    const m = await loadStyledManifest();
    if (stopped) return;
    if (m || failuresLeft === 0) onManifest(m);
    const again = m ? hasPending(m) : failuresLeft > 0;
    if (left > 0 && again)
      timer = setTimeout(
        () => void round(left - 1, m ? failuresLeft : failuresLeft - 1),
        intervalMs,
      );
  };
  void round(attempts, failures);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
