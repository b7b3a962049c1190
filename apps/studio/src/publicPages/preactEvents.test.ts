import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eventFields, preactEvents } from '../../vite.preactEvents.ts';

const FILE = createRequire(import.meta.url)
  .resolve('react-aria-components')
  .replace(
    /react-aria-components\/.*$/,
    'react-aria/dist/private/interactions/createEventHandler.mjs',
  );

type Transform = (code: string, id: string) => { code: string } | undefined;
const transform = preactEvents().transform as unknown as Transform;

/** Loads react-aria's createEventHandler from `code`, as the build would ship it. */
async function load(code: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'preact-events-')), 'createEventHandler.mjs');
  writeFileSync(file, code.replace(/\/\/# sourceMappingURL=.*$/m, ''));
  const mod = (await import(pathToFileURL(file).href)) as {
    createEventHandler: (
      h: (e: { type?: string; preventDefault(): void }) => void,
    ) => (e: Event) => void;
  };
  return mod.createEventHandler;
}

/** A DOM event as Preact hands it to a handler (preact/compat adds these two). */
const domEvent = () =>
  Object.assign(new Event('keydown', { cancelable: true }), {
    isDefaultPrevented: () => false,
    isPropagationStopped: () => false,
  });

describe('eventFields', () => {
  it("copies a DOM event's prototype fields and binds its methods", () => {
    const e = new Event('keydown', { cancelable: true });
    expect({ ...e }.type).toBeUndefined();
    const copy = eventFields(e);
    expect(copy.type).toBe('keydown');
    expect(copy.cancelable).toBe(true);
    (copy.preventDefault as () => void)();
    expect(e.defaultPrevented).toBe(true);
  });
});

describe('preactEvents', () => {
  const original = readFileSync(FILE, 'utf8');

  it("gives react-aria's wrapped handlers the event's fields on Preact", async () => {
    const seen: (string | undefined)[] = [];
    const patched = await load(transform(original, FILE)!.code);
    const e = domEvent();
    patched((event) => {
      seen.push(event.type);
      event.preventDefault();
    })(e);
    expect(seen).toEqual(['keydown']);
    expect(e.defaultPrevented).toBe(true);
  });

  it('is needed: the unpatched handler sees no key fields on a DOM event', async () => {
    const seen: (string | undefined)[] = [];
    (await load(original))((event) => seen.push(event.type))(domEvent());
    expect(seen).toEqual([undefined]);
  });

  it('touches no other module, and fails loudly when react-aria changes shape', () => {
    expect(transform(original, '/x/react-aria/dist/private/other.mjs')).toBeUndefined();
    const error = (msg: string) => {
      throw new Error(msg);
    };
    expect(() =>
      (
        preactEvents().transform as unknown as (this: unknown, c: string, id: string) => unknown
      ).call({ error }, 'export const x = 1;', FILE),
    ).toThrow(/createEventHandler changed/);
  });
});
