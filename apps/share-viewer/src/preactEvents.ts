import { options } from 'preact';

/**
 * react-aria's keyboard handlers copy the event with an object spread (`{...e}`) and read `key`
 * from the copy. React passes synthetic events whose fields are own properties; Preact passes the
 * browser's event, whose fields are prototype getters that a spread drops — so Escape never
 * closed the lightbox. This gives keyboard events own, enumerable getters for the fields
 * react-aria reads, before any handler sees them.
 */
const KEY_FIELDS = [
  'key',
  'code',
  'repeat',
  'isComposing',
  'altKey',
  'ctrlKey',
  'metaKey',
  'shiftKey',
  'target',
  'currentTarget',
  'type',
] as const;

function findGetter(proto: object | null, field: string) {
  for (let p = proto; p; p = Object.getPrototypeOf(p)) {
    const d = Object.getOwnPropertyDescriptor(p, field);
    if (d?.get) return d.get;
  }
  return undefined;
}

export function exposeKeyboardFields(event: Event) {
  // Keyboard events only (duck-typed, so the unit test runs without a DOM).
  if (!('key' in event)) return;
  for (const field of KEY_FIELDS) {
    if (Object.prototype.hasOwnProperty.call(event, field)) continue;
    const get = findGetter(Object.getPrototypeOf(event), field);
    if (get) Object.defineProperty(event, field, { get: () => get.call(event), enumerable: true });
  }
}

const previous = options.event;
options.event = (event: Event) => {
  exposeKeyboardFields(event);
  return previous ? previous(event) : event;
};
