import { queryOptions } from '@tanstack/react-query';
import type { StyledManifest } from './contract/styledManifest.ts';

/**
 * The contract's `styledManifestPath` and `styledManifestStaticPath`, repeated so that this
 * module (imported by the prerendered landing) pulls no zod schema in; a test keeps them equal.
 */
export const STYLED_MANIFEST_PATHS = {
  api: '/api/v1/home-design/styled-manifest/',
  static: '/static/onboarding/styled_manifest.json',
} as const;

export interface StyledManifestFetchOptions {
  /** Origin prefix; '' means same origin. @default '' */
  baseUrl?: string;
  /** @default globalThis.fetch (read at call time, so importing this module touches no global) */
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * A cheap shape check (no zod here: the landing imports this and counts its bytes). The API
 * and the static file are ours; this only guards against an HTML error page or a proxy reply.
 */
export function isStyledManifest(value: unknown): value is StyledManifest {
  if (!value || typeof value !== 'object' || !('images' in value)) return false;
  const { images } = value as { images: unknown };
  if (!images || typeof images !== 'object' || Array.isArray(images)) return false;
  return Object.values(images).every(
    (entry: unknown) =>
      !!entry &&
      typeof entry === 'object' &&
      typeof (entry as { url?: unknown }).url === 'string' &&
      typeof (entry as { status?: unknown }).status === 'string',
  );
}

async function getManifest(url: string, fetchImpl: typeof fetch, signal?: AbortSignal) {
  const res = await fetchImpl(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
  const body: unknown = await res.json();
  if (!isStyledManifest(body)) throw new Error('Not a styled manifest');
  return body;
}

/**
 * The styled manifest (spec part 1 §7): `GET /api/v1/home-design/styled-manifest/`, and when
 * that is unavailable (an error status, a network failure, a reply that is not a manifest) the
 * static `/static/onboarding/styled_manifest.json`. Rejects only when both fail (with the
 * API's error). An abort is never retried against the fallback.
 */
export async function fetchStyledManifest(
  options: StyledManifestFetchOptions = {},
): Promise<StyledManifest> {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  try {
    return await getManifest(`${baseUrl}${STYLED_MANIFEST_PATHS.api}`, fetchImpl, options.signal);
  } catch (apiError) {
    if (options.signal?.aborted) throw apiError;
    try {
      return await getManifest(
        `${baseUrl}${STYLED_MANIFEST_PATHS.static}`,
        fetchImpl,
        options.signal,
      );
    } catch {
      throw apiError;
    }
  }
}

/** TanStack Query options for the styled manifest (public: no sign-in, same for everyone). */
export function createStyledManifestQueries(
  options: Omit<StyledManifestFetchOptions, 'signal'> = {},
) {
  return {
    all: () => ['styled-manifest'] as const,
    manifest: () =>
      queryOptions({
        queryKey: ['styled-manifest'] as const,
        queryFn: ({ signal }) => fetchStyledManifest({ ...options, signal }),
        // Generated pictures appear while the server fills the set in; a minute is fresh enough.
        staleTime: 60_000,
      }),
  };
}

export type StyledManifestQueries = ReturnType<typeof createStyledManifestQueries>;

/** Same origin, the global fetch. */
export const styledManifestQueries = createStyledManifestQueries();
