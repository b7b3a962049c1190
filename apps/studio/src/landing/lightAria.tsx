// The landing's react-aria, until the visitor first interacts (issue #41). Hydrating react-aria's
// buttons and links (their press, hover and focus-ring hooks, and the library's own start-up) was
// most of the landing's blocking time at load, for controls nobody has touched yet. In the
// landing build (vite.lightAria.ts) the design system's Button, Link, Carousel, NavBar and
// Spinner get this module in place of 'react-aria-components': each control hydrates the
// prerendered markup as the native element it already is (a <button> presses with a click,
// Enter or Space, an <a> navigates), and the first pointer, key or focus event anywhere fetches
// react-aria (src/landing/ariaParts.ts); once it is there and no key or pointer is held, every
// control re-renders as react-aria's own, and the focus stays where it was.
import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  createElement,
  useSyncExternalStore,
} from 'react';
import type * as AriaParts from './ariaParts.ts';

type Parts = typeof AriaParts;
type RenderProp<V, T> = T | ((values: V) => T);
type Props = Record<string, unknown>;

let parts: Parts | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
/** Pointers and keys held now: the controls are not swapped under a press. */
const held = new Set<string>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loaded = () => parts;

/** The path of child indexes from <body> to an element, to find its successor after a swap. */
const pathOf = (el: Element) => {
  const path: number[] = [];
  for (let node = el; node !== document.body && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return path;
};
const atPath = (path: number[]) =>
  path.reduce<Element | undefined>((node, i) => node?.children[i], document.body);

function swap(next: Parts) {
  if (held.size > 0) return;
  // The focused control keeps the focus when its element is replaced, with a focus ring only
  // if it came from the keyboard (react-aria is told which).
  const active = document.activeElement;
  const path = active && active !== document.body ? pathOf(active) : null;
  const byKeyboard = !!active && active.matches(':focus-visible');
  parts = next;
  for (const listener of listeners) listener();
  if (!path) return;
  // After Preact's (debounced) re-render.
  setTimeout(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const successor = atPath(path);
    if (!(successor instanceof HTMLElement)) return;
    next.setInteractionModality(byKeyboard ? 'keyboard' : 'pointer');
    successor.focus({ preventScroll: true });
  }, 0);
}

let ready: Parts | null = null;
/** Fetches react-aria (once) and swaps the controls in when nothing is held. */
export function loadAria(): Promise<void> {
  loading ??= import('./ariaParts.ts').then((m) => {
    ready = m;
    swap(m);
  });
  return loading;
}

const TRIGGERS = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
if (typeof window !== 'undefined') {
  const first = () => {
    for (const type of TRIGGERS) window.removeEventListener(type, first, true);
    void loadAria();
  };
  for (const type of TRIGGERS)
    window.addEventListener(type, first, { capture: true, passive: true });
  const press = (event: Event) => {
    if (event instanceof globalThis.PointerEvent) held.add(`p${event.pointerId}`);
    else if (event instanceof globalThis.KeyboardEvent) held.add(`k${event.code}`);
  };
  const release = (event: Event) => {
    if (event instanceof globalThis.PointerEvent) held.delete(`p${event.pointerId}`);
    else if (event instanceof globalThis.KeyboardEvent) held.delete(`k${event.code}`);
    else if (event.target === window) held.clear();
    else return;
    // The press's click comes after its pointerup or keyup: swap after it.
    if (held.size === 0 && ready && !parts) setTimeout(() => ready && !parts && swap(ready), 0);
  };
  window.addEventListener('pointerdown', press, true);
  window.addEventListener('keydown', press, true);
  for (const type of ['pointerup', 'pointercancel', 'keyup'])
    window.addEventListener(type, release, true);
  window.addEventListener('blur', release);
}

/** react-aria-components' own helper (a render prop wrapped by another). */
export function composeRenderProps<T, U, V extends T>(
  value: RenderProp<U, T>,
  wrap: (prevValue: T, renderProps: U) => V,
): (renderProps: U) => V {
  return (renderProps) =>
    wrap(typeof value === 'function' ? (value as (v: U) => T)(renderProps) : value, renderProps);
}

const resolve = <V, T>(value: RenderProp<V, T> | undefined, values: V): T | undefined =>
  typeof value === 'function' ? (value as (v: V) => T)(values) : value;

/** What react-aria's filterDOMProps lets through, plus the handlers the light element needs. */
const DOM_PROP =
  /^(aria-|data-)|^(id|title|name|value|form|type|href|target|rel|download|hrefLang|tabIndex|role|lang|dir|hidden|inert)$/;
function domProps(props: Props): Props {
  const out: Props = {};
  for (const [key, value] of Object.entries(props))
    if (value !== undefined && DOM_PROP.test(key)) out[key] = value;
  for (const key of ['onFocus', 'onBlur', 'onKeyDown', 'onKeyUp'])
    if (typeof props[key] === 'function') out[key] = props[key];
  return out;
}

/** react-aria's state attributes, kept by hand on the native element until it is swapped. */
const states = {
  onPointerEnter: (e: PointerEvent<Element>) =>
    e.pointerType === 'mouse' && e.currentTarget.setAttribute('data-hovered', 'true'),
  onPointerLeave: (e: PointerEvent<Element>) => {
    e.currentTarget.removeAttribute('data-hovered');
    e.currentTarget.removeAttribute('data-pressed');
  },
  onPointerDown: (e: PointerEvent<Element>) => e.currentTarget.setAttribute('data-pressed', 'true'),
  onPointerUp: (e: PointerEvent<Element>) => e.currentTarget.removeAttribute('data-pressed'),
};
function focusStates(props: Props) {
  return {
    onFocus: (e: FocusEvent<Element>) => {
      e.currentTarget.setAttribute('data-focused', 'true');
      if (e.currentTarget.matches(':focus-visible'))
        e.currentTarget.setAttribute('data-focus-visible', 'true');
      (props.onFocus as ((e: FocusEvent<Element>) => void) | undefined)?.(e);
    },
    onBlur: (e: FocusEvent<Element>) => {
      e.currentTarget.removeAttribute('data-focused');
      e.currentTarget.removeAttribute('data-focus-visible');
      (props.onBlur as ((e: FocusEvent<Element>) => void) | undefined)?.(e);
    },
  };
}

/** The part of react-aria's PressEvent a press handler here can read. */
function pressEvent(e: MouseEvent<Element> | KeyboardEvent<Element>) {
  const pointer = 'detail' in e && e.detail > 0;
  return {
    type: 'press' as const,
    pointerType: pointer ? ('mouse' as const) : ('keyboard' as const),
    target: e.currentTarget,
    shiftKey: e.shiftKey,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
    altKey: e.altKey,
    x: 0,
    y: 0,
    continuePropagation() {},
  };
}

type PressHandler = (event: ReturnType<typeof pressEvent>) => void;

function LightButton(props: Props) {
  const isDisabled = Boolean(props.isDisabled);
  const isPending = Boolean(props.isPending);
  const values = {
    isPressed: false,
    isHovered: false,
    isFocused: false,
    isFocusVisible: false,
    isDisabled,
    isPending,
    defaultClassName: 'react-aria-Button',
    defaultStyle: {},
    defaultChildren: undefined,
  };
  const onPress = props.onPress as PressHandler | undefined;
  return createElement(
    'button',
    {
      type: 'button',
      ...domProps(props),
      ...states,
      ...focusStates(props),
      className: resolve(props.className as RenderProp<typeof values, string>, values),
      style: resolve(props.style as RenderProp<typeof values, object>, values),
      disabled: isDisabled || undefined,
      'data-rac': '',
      'data-disabled': isDisabled || undefined,
      'data-pending': isPending || undefined,
      onClick: (e: MouseEvent<Element>) => {
        if (!isDisabled && !isPending) onPress?.(pressEvent(e));
      },
    },
    resolve(props.children as RenderProp<typeof values, ReactNode>, values),
  );
}

function LightLink(props: Props) {
  const isDisabled = Boolean(props.isDisabled);
  const isLink = Boolean(props.href) && !isDisabled;
  const values = {
    isCurrent: Boolean(props['aria-current']),
    isPressed: false,
    isHovered: false,
    isFocused: false,
    isFocusVisible: false,
    isDisabled,
    defaultClassName: 'react-aria-Link',
    defaultStyle: {},
    defaultChildren: undefined,
  };
  const onPress = props.onPress as PressHandler | undefined;
  const own = domProps(props);
  if (!isLink) delete own.href;
  return createElement(
    isLink ? 'a' : 'span',
    {
      ...(isLink ? {} : { role: 'link', tabIndex: isDisabled ? undefined : 0 }),
      ...own,
      ...states,
      ...focusStates(props),
      className: resolve(props.className as RenderProp<typeof values, string>, values),
      style: resolve(props.style as RenderProp<typeof values, object>, values),
      'data-rac': '',
      'data-current': values.isCurrent || undefined,
      'data-disabled': isDisabled || undefined,
      'aria-disabled': isDisabled || undefined,
      onClick: (e: MouseEvent<Element>) => {
        if (!isDisabled) onPress?.(pressEvent(e));
      },
    },
    resolve(props.children as RenderProp<typeof values, ReactNode>, values),
  );
}

function LightProgressBar(props: Props) {
  const values = {
    percentage: undefined,
    valueText: undefined,
    isIndeterminate: Boolean(props.isIndeterminate),
    defaultClassName: 'react-aria-ProgressBar',
    defaultStyle: {},
    defaultChildren: undefined,
  };
  return createElement(
    'div',
    {
      ...domProps(props),
      role: 'progressbar',
      className: resolve(props.className as RenderProp<typeof values, string>, values),
      style: resolve(props.style as RenderProp<typeof values, object>, values),
      'data-rac': '',
    },
    resolve(props.children as RenderProp<typeof values, ReactNode>, values),
  );
}

/** The light element until react-aria is here, then react-aria's own. */
function gated(name: 'Button' | 'Link' | 'ProgressBar', light: ComponentType<Props>) {
  function Gated(props: Props) {
    const real = useSyncExternalStore(subscribe, loaded, () => null);
    return createElement(real ? (real[name] as ComponentType<Props>) : light, props);
  }
  Gated.displayName = name;
  return Gated;
}

export const Button = gated('Button', LightButton);
export const Link = gated('Link', LightLink);
export const ProgressBar = gated('ProgressBar', LightProgressBar);
