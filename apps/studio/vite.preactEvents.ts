import type { Plugin } from 'vite';

/** react-aria's wrapper of its keyboard handlers' events (useKeyboard, useTypeSelect…). */
const FILE = /react-aria\/dist\/private\/interactions\/createEventHandler\.mjs(\?|$)/;
const SPREAD = /let event = \{\s*\.\.\.e,/;

/**
 * Copies an event's readable fields into a plain object. React hands react-aria a synthetic
 * event whose fields are its own; Preact hands it the DOM event, whose fields (`key`,
 * `shiftKey`, `target`…) are getters on its prototype, which `{...e}` drops. Methods are bound
 * to the event (a DOM method called on the copy throws).
 */
export function eventFields(e: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name in e) {
    const value = (e as Record<string, unknown>)[name];
    out[name] = typeof value === 'function' ? (value as () => unknown).bind(e) : value;
  }
  return out;
}

/**
 * Makes react-aria's keyboard handling work on Preact: its createEventHandler builds the event
 * its handlers see with `{...e}`, which on Preact (a DOM event) has no `key`, so every key a
 * Select trigger, a listbox or a menu got threw ("reading 'length'") and the Select never
 * opened from the keyboard. Swaps the spread for eventFields. Fails the build if react-aria's
 * code no longer has the shape it patches.
 */
export function preactEvents(): Plugin {
  return {
    name: 'hds-preact-events',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id)) return;
      if (!SPREAD.test(code))
        this.error("react-aria's createEventHandler changed: no `...e` spread");
      const helper = `const __hdsEventFields = ${eventFields.toString()};\n`;
      return {
        code: helper + code.replace(SPREAD, 'let event = { ...__hdsEventFields(e),'),
        map: null,
      };
    },
  };
}
