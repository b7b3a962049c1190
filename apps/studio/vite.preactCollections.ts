import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const runtime = fileURLToPath(new URL('./src/landing/preactCollections.ts', import.meta.url));

/** The two places of react-aria's CollectionBuilder that assume React DOM (see the runtime). */
const patches = (react: string): [from: RegExp, to: string][] => [
  [
    /\(0, \$\w+\$react\)\.createElement\(CollectionNodeClass\.type, \{\s*ref: itemRef\s*\}, children\)/,
    `(0, ${react}).createElement(__hdsCollectionNode, { type: CollectionNodeClass.type, nodeRef: itemRef }, children)`,
  ],
  [
    /\(0, \$\w+\$createPortal\)\(wrappedChildren, doc\)/,
    `(0, ${react}).createElement(__hdsCollectionParent.Provider, { value: doc }, wrappedChildren)`,
  ],
];

/**
 * Makes react-aria's collections (Select, Menu, ListBox…) work on Preact: builds the collection
 * document with src/landing/preactCollections.ts instead of a React DOM portal. Fails the build
 * if react-aria's code no longer has the shape it patches, rather than shipping a broken page.
 */
export function preactCollections(): Plugin {
  return {
    name: 'hds-preact-collections',
    enforce: 'pre',
    transform(code, id) {
      if (!/react-aria\/dist\/private\/collections\/CollectionBuilder\.mjs(\?|$)/.test(id)) return;
      const react = /\(0, (\$\w+\$react)\)\.createElement/.exec(code)?.[1];
      if (!react) this.error("react-aria's CollectionBuilder changed: no React import found");
      let out = code;
      for (const [from, to] of patches(react)) {
        if (!from.test(out))
          this.error(`react-aria's CollectionBuilder changed: ${from} not found`);
        out = out.replace(from, to);
      }
      const imports = `import { CollectionNode as __hdsCollectionNode, CollectionParent as __hdsCollectionParent } from ${JSON.stringify(runtime)};\n`;
      return { code: imports + out, map: null };
    },
  };
}
