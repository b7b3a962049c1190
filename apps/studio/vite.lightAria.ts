import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const light = fileURLToPath(new URL('./src/landing/lightAria.tsx', import.meta.url));

/** The design-system modules a prerendered page's first paint shows react-aria through. */
const FIRST_PAINT =
  /packages\/ui\/src\/(?:primitives|composites)\/(Button|Link|Carousel|NavBar|Spinner)\/\1\.tsx$/;

/**
 * Gives those modules src/landing/lightAria.tsx in place of 'react-aria-components': their
 * buttons and links hydrate as the native elements and react-aria is fetched on the visitor's
 * first interaction. The prerender gets it too, so server and client render the same tree and
 * Preact's useId counts the same: react-aria's controls call useId where the light ones do not,
 * and a prerender with them numbered the carousel's slides (`aria-controls`) differently from
 * the hydrating client, whose number the swapped-in buttons then pointed at.
 */
export function lightAria(): Plugin {
  return {
    name: 'hds-light-aria',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-aria-components' || !importer) return null;
      return FIRST_PAINT.test(importer.split('?')[0]!) ? light : null;
    },
  };
}
