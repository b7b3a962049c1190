// The public pages' first load (issue #41), and all of it: the page is already in the HTML
// (rendered by the server, src/publicPages/server.tsx), readable, scrollable and its links
// working. The code that makes the rest work — Preact, the design system's react-aria
// components, the API client — is fetched on the visitor's first interaction (or at once when
// this browser has a session to restore), hydrates the same markup, then replays the press or
// submit that started it. No script runs on the page before that, so nothing blocks it.
import { hasAuthToRestore } from '../auth/persistence.ts';

const root = document.getElementById('root')!;
let started = false;
/** The press (or submit) that woke the page, as a path of child indexes from the root. */
let replay: { path: number[]; kind: 'click' | 'submit' } | null = null;
let hydrated = false;
/** A pointer went down before hydration and its click has not come yet. */
let pressing = false;

const pathOf = (el: Element) => {
  const path: number[] = [];
  for (let node = el; node !== root && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return path;
};
const atPath = (path: number[]) =>
  path.reduce<Element | undefined>((node, i) => node?.children[i], root);

function start() {
  if (started) return;
  started = true;
  for (const type of TRIGGERS) window.removeEventListener(type, onTrigger, true);
  void import('./hydrate.tsx').then(({ hydratePublicPage }) => {
    hydratePublicPage(root);
    hydrated = true;
    root.dataset.hydrated = 'true';
    // A pointer pressed before hydration releases after it: its click must still be held and
    // replayed, since react-aria ignores a real click whose pointerdown it never saw.
    if (!pressing) release();
  });
}

/** Hands the page over: no more holding, and the held press or submit happens now. */
function release() {
  window.removeEventListener('click', hold, true);
  window.removeEventListener('submit', hold, true);
  window.removeEventListener('pointerdown', onPointerDown, true);
  window.removeEventListener('pointercancel', onPointerCancel, true);
  const pending = replay;
  replay = null;
  const target = pending && atPath(pending.path);
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
}

const TRIGGERS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll', 'wheel'] as const;
function onTrigger() {
  start();
}

function onPointerDown() {
  if (!hydrated) pressing = true;
}

function onPointerCancel() {
  pressing = false;
  if (hydrated) release();
}

/** Until the page is hydrated, a press on a control is held (a link still navigates). */
function hold(event: Event) {
  if (event.type === 'click') pressing = false;
  capture(event);
  if (hydrated) release();
}

function capture(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || !root.contains(target)) return;
  if (event.type === 'click') {
    const link = target.closest('a[href]');
    if (link && !target.closest('button')) return;
    const control = target.closest('button, [role="button"], input, label, select, summary');
    if (!control) return;
    if (control instanceof HTMLInputElement && control.type !== 'checkbox') return;
    event.preventDefault();
    event.stopPropagation();
    replay = { path: pathOf(control), kind: 'click' };
  } else if (target instanceof HTMLFormElement) {
    event.preventDefault();
    replay = { path: pathOf(target), kind: 'submit' };
  }
  start();
}

for (const type of TRIGGERS)
  window.addEventListener(type, onTrigger, { capture: true, passive: true });
window.addEventListener('click', hold, true);
window.addEventListener('submit', hold, true);
window.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
window.addEventListener('pointercancel', onPointerCancel, true);
if (hasAuthToRestore(localStorage)) start();
