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
