import { describe, expect, it } from 'vitest';
import { exposeKeyboardFields } from './preactEvents.ts';

/** Like the browser's KeyboardEvent: its fields are getters on the prototype. */
class FakeKeyboardEvent extends Event {
  get key() {
    return 'Escape';
  }
  get shiftKey() {
    return true;
  }
}

describe('keyboard events under Preact', () => {
  it('keep their key and modifiers through an object spread', () => {
    const event = new FakeKeyboardEvent('keydown');
    expect(({ ...event } as { key?: string }).key).toBeUndefined();
    exposeKeyboardFields(event);
    const copy = { ...event } as { key?: string; shiftKey?: boolean; type?: string };
    expect(copy).toMatchObject({ key: 'Escape', shiftKey: true, type: 'keydown' });
  });

  it('leave other events alone', () => {
    const event = new Event('click');
    exposeKeyboardFields(event);
    expect(Object.keys(event)).not.toContain('type');
  });
});
