import { http, HttpResponse } from 'msw';
import {
  allStyledSelections,
  styledFileName,
  styledImagesBase,
  styledManifestPath,
  styledManifestStaticPath,
  type StyledManifest,
  type StyledSelection,
} from '../contract/index.ts';

/**
 * A manifest of the 256 file names; `available` picks which selections are there (all of them
 * by default), the others are 'pending'. `urlFor` lets stories point the entries at real images.
 */
export function makeStyledManifest(
  options: {
    available?: (sel: StyledSelection) => boolean;
    urlFor?: (name: string, sel: StyledSelection) => string;
  } = {},
): StyledManifest {
  const images: StyledManifest['images'] = {};
  for (const sel of allStyledSelections()) {
    const name = styledFileName(sel);
    images[name] = {
      url: options.urlFor?.(name, sel) ?? `${styledImagesBase}${name}`,
      status: (options.available?.(sel) ?? true) ? 'existing' : 'pending',
      width: 1024,
      height: 683,
    };
  }
  return { images };
}

/** The manifest call and its static fallback; `manifest: null` makes the call fail (503). */
export function styledManifestHandlers(manifest: StyledManifest | null = makeStyledManifest()) {
  const reply = () =>
    manifest
      ? HttpResponse.json(manifest)
      : HttpResponse.json({ detail: 'Service unavailable' }, { status: 503 });
  return [
    http.get(`*${styledManifestPath}`, reply),
    http.get(`*${styledManifestStaticPath}`, reply),
  ];
}
