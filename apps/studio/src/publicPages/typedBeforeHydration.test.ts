import { describe, expect, it } from 'vitest';
import { replayTypedValues } from './typedBeforeHydration.ts';

/** A field as the server rendered it (`defaultValue`) and as the visitor left it (`value`). */
function field(type: string, defaultValue: string, value: string) {
  const events: string[] = [];
  return {
    type,
    defaultValue,
    value,
    events,
    dispatchEvent(event: Event) {
      events.push(`${event.type}${event.bubbles ? ' bubbles' : ''}`);
      return true;
    },
  };
}

const rootOf = (fields: ReturnType<typeof field>[]) =>
  ({ querySelectorAll: () => fields }) as unknown as ParentNode;

describe('replayTypedValues', () => {
  it('sends an input event for each text field typed into before hydration', () => {
    const first = field('text', '', 'Grace');
    const email = field('email', '', 'grace@example.com');
    const untouched = field('tel', '', '');
    const message = field('textarea', '', 'Two rooms');
    expect(replayTypedValues(rootOf([first, email, untouched, message]))).toBe(3);
    expect(first.events).toEqual(['input bubbles']);
    expect(email.events).toEqual(['input bubbles']);
    expect(message.events).toEqual(['input bubbles']);
    expect(untouched.events).toEqual([]);
  });

  it('leaves fields still holding the server value, and checkboxes (their press is replayed)', () => {
    const prefilled = field('text', 'Ada', 'Ada');
    const box = field('checkbox', 'on', 'changed');
    expect(replayTypedValues(rootOf([prefilled, box]))).toBe(0);
    expect(prefilled.events).toEqual([]);
    expect(box.events).toEqual([]);
  });
});
