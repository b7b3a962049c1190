import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Apps import a component by its own entry (`@hds/ui/Button`), never by a path into src/ (the
// lint rule refuses those), so a component without an entry cannot be used outside the barrel.
const src = new URL('.', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(src, '../package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const barrel = readFileSync(join(src, 'index.ts'), 'utf8');
const folders = (['primitives', 'composites'] as const).flatMap((kind) =>
  readdirSync(join(src, kind)).map((name) => ({ kind, name })),
);

describe('package exports', () => {
  it('has only the two component folders beside theme, hooks, internal, styles and testing', () => {
    const dirs = readdirSync(src, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(dirs.map((d) => d.name).sort()).toEqual(
      ['composites', 'hooks', 'internal', 'primitives', 'styles', 'testing', 'theme'].sort(),
    );
  });

  it.each(folders)('$kind/$name has its entry and is in the barrel', ({ kind, name }) => {
    const entry = `./src/${kind}/${name}/index.ts`;
    expect(existsSync(join(src, '..', entry))).toBe(true);
    expect(pkg.exports[`./${name}`]).toBe(entry);
    expect(barrel).toContain(`'./${kind}/${name}/index.ts'`);
  });

  it('points every entry at a file that exists', () => {
    for (const target of Object.values(pkg.exports)) {
      expect(existsSync(join(src, '..', target)), target).toBe(true);
    }
  });
});
