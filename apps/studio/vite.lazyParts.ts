import type { Plugin } from 'vite';

/**
 * How a design-system module is split off the landing's first load (its chunk is fetched later):
 * - `suspend`: server-rendered content inside an `Island` of the design system: rendering it
 *   suspends until its chunk arrives, and the island's Suspense keeps showing the prerendered
 *   markup meanwhile (no blank, no layout shift).
 * - `open`: an overlay (`isOpen` prop): nothing is rendered while it is closed, so the chunk is
 *   fetched the first time it opens.
 * - `render`: rendered only after start-up (the signed-in account menu): fetched on first render.
 */
type Mode = 'suspend' | 'open' | 'render';

type PartName = 'StylePreview' | 'Drawer' | 'Menu';

const PARTS: { name: PartName; file: RegExp; mode: Mode; exports: string[] }[] = [
  {
    name: 'StylePreview',
    file: /packages\/ui\/src\/composites\/StylePreview\/StylePreview\.tsx$/,
    mode: 'suspend',
    exports: ['StylePreview'],
  },
  {
    name: 'Drawer',
    file: /packages\/ui\/src\/primitives\/Drawer\/Drawer\.tsx$/,
    mode: 'open',
    exports: ['Drawer'],
  },
  {
    name: 'Menu',
    file: /packages\/ui\/src\/primitives\/Menu\/Menu\.tsx$/,
    mode: 'render',
    exports: ['MenuTrigger', 'SubmenuTrigger', 'Menu', 'MenuItem', 'MenuSection', 'MenuSeparator'],
  },
];

const PREFIX = '\0hds-lazy:';

function wrapper(real: string, mode: Mode, exports: string[]): string {
  const load = `let mod = null, pending = null;
const load = () => (pending ??= import(${JSON.stringify(real)}).then((m) => (mod = m)));`;
  if (mode === 'suspend') {
    return `import { createElement, lazy } from 'react';
${load}
${exports
  .map(
    (name) => `const Lazy${name} = lazy(() => load().then((m) => ({ default: m.${name} })));
export function ${name}(props) {
  return createElement(mod ? mod.${name} : Lazy${name}, props);
}`,
  )
  .join('\n')}`;
  }
  return `import { createElement, useEffect, useState } from 'react';
${load}
function part(name, needed) {
  function Part(props) {
    const [, loaded] = useState(0);
    const wanted = needed(props);
    useEffect(() => {
      if (!mod && wanted) void load().then(() => loaded(1));
    }, [wanted]);
    return mod ? createElement(mod[name], props) : null;
  }
  Part.displayName = name;
  return Part;
}
${exports
  .map(
    (name) =>
      `export const ${name} = part(${JSON.stringify(name)}, ${mode === 'open' ? '(p) => !!p.isOpen' : '() => true'});`,
  )
  .join('\n')}`;
}

/**
 * Splits the parts of the design system a first paint does not need out of the entry chunk
 * (the prerender renders them whole): the style preview (a Select, radio groups, a switch,
 * their popover and collection code) is fetched when its island comes into view, the mobile
 * drawer when it first opens, the menus when they first render. The landing takes all three;
 * the studio takes the drawer and the menus (its shell's account menu), off the first screen.
 */
export function lazyParts(names: readonly PartName[] = ['StylePreview', 'Drawer', 'Menu']): Plugin {
  const parts = PARTS.filter((p) => names.includes(p.name));
  return {
    name: 'hds-lazy-parts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(PREFIX) || options.ssr) return null;
      if (!/\/(StylePreview|Drawer|Menu)\.tsx$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const part = parts.find((p) => p.file.test(resolved.id));
      return part ? PREFIX + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const real = id.slice(PREFIX.length);
      const part = parts.find((p) => p.file.test(real))!;
      return wrapper(real, part.mode, part.exports);
    },
  };
}
