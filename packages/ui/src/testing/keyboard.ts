/**
 * Keyboard helpers for play functions: they move focus the way a keyboard user does (Tab,
 * Shift+Tab), never with `element.focus()`, so a story proves the target is reachable in
 * order. Story-only; not exported from the package index.
 */
import { expect, userEvent, waitFor } from 'storybook/test';

export interface TabToOptions {
  /** Give up after this many presses (the test then fails on the focus assertion). @default 30 */
  max?: number;
  /** Move backwards with Shift+Tab. @default false */
  backwards?: boolean;
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never gets there. */
export async function tabTo(
  target: HTMLElement,
  { max = 30, backwards = false }: TabToOptions = {},
) {
  for (let i = 0; i < max && target.ownerDocument.activeElement !== target; i++) {
    await userEvent.tab({ shift: backwards });
  }
  await expect(target).toHaveFocus();
}

/** Presses Tab until focus is on an element matching `predicate`; returns it. */
export async function tabUntil(
  doc: Document,
  predicate: (element: Element) => boolean,
  { max = 30, backwards = false }: TabToOptions = {},
): Promise<HTMLElement> {
  for (let i = 0; i < max; i++) {
    await userEvent.tab({ shift: backwards });
    const active = doc.activeElement;
    if (active && predicate(active)) return active as HTMLElement;
  }
  throw new Error(`No focusable element matched within ${max} Tab presses`);
}

/**
 * With a Select / ComboBox trigger focused: ArrowDown opens its list, ArrowDown moves to the
 * option named `name`, Enter picks it; focus returns to the trigger.
 */
export async function chooseOption(trigger: HTMLElement, name: string, max = 30) {
  const doc = trigger.ownerDocument;
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(doc.activeElement?.getAttribute('role')).toBe('option'));
  for (let i = 0; i < max && doc.activeElement?.textContent?.trim() !== name; i++) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await expect(doc.activeElement).toHaveTextContent(name);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(trigger).toHaveFocus());
}
