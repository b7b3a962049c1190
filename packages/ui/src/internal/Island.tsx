import {
  type ReactNode,
  Suspense,
  createContext,
  createElement,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { island } from './Island.css.ts';

/**
 * How a page built from these components reaches the browser. `'render'` (the default) renders
 * everything. `'hydrate'` is for a page whose HTML was prerendered: an island that is `static`
 * keeps its prerendered markup and is never hydrated (its links are plain anchors that work
 * without script), and a `visible` one is rendered only when it comes near the viewport. Both
 * spare the first load the work of hydrating what nobody is using yet.
 */
export type IslandMode = 'render' | 'hydrate';

const IslandModeContext = createContext<IslandMode>('render');

export const IslandModeProvider = IslandModeContext.Provider;

export interface IslandProps {
  /** `static`: never hydrated; `visible`: rendered in an idle moment once near the viewport. */
  hydrate: 'static' | 'visible';
  children: ReactNode;
  /** @default '0px 0px 100px' */
  rootMargin?: string;
  /** Called once when the island renders (at once when the page is not hydrating). */
  onActivate?: () => void;
  /**
   * A `visible` island waits for the visitor's first interaction with the page (a scroll, the
   * pointer, a key or focus) before it looks at the viewport: one already in view at load keeps
   * its prerendered markup through the page's start-up, rendered when someone may use it.
   * @default false
   */
  afterInteraction?: boolean;
}

// A pointer moves before it presses: an island in view is rendered before a click lands on it.
const INTERACTIONS = [
  'scroll',
  'wheel',
  'pointermove',
  'pointerdown',
  'keydown',
  'focusin',
  'touchstart',
] as const;

/** Calls `then` on the page's first interaction; returns the cancel. */
function onFirstInteraction(then: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, fire, options);
  };
  function fire() {
    stop();
    then();
  }
  for (const type of INTERACTIONS) window.addEventListener(type, fire, options);
  return stop;
}

/**
 * A part of a prerendered page with its own hydration policy (see `IslandMode`). Under Preact,
 * an element whose `dangerouslySetInnerHTML` is set keeps the DOM it finds while hydrating, so
 * the prerendered markup stays as it is until the island renders. Its wrapper takes no box
 * (`display: contents`).
 */
export function Island({
  hydrate,
  children,
  rootMargin = '0px 0px 100px',
  onActivate,
  afterInteraction = false,
}: IslandProps) {
  const mode = useContext(IslandModeContext);
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(mode === 'render');
  // The prerendered markup, kept to show while the island's code is still on its way.
  const prerendered = useRef<string | null>(null);
  const activated = useRef(onActivate);
  activated.current = onActivate;

  useEffect(() => {
    if (active) activated.current?.();
  }, [active]);

  useEffect(() => {
    if (active || hydrate === 'static') return;
    // Rendered in an idle moment once in view: not in the same task as the page's hydration,
    // which would make one long task of both.
    let idle: number | undefined;
    const start = () => {
      prerendered.current = ref.current?.innerHTML ?? null;
      setActive(true);
    };
    const activate = () => {
      if (idle !== undefined) return;
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(start, { timeout: 1000 })
          : window.setTimeout(start, 1);
    };
    const cancel = () => {
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
    const node = ref.current;
    if (!node || typeof IntersectionObserver !== 'function') {
      activate();
      return () => cancel();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) activate();
      },
      { rootMargin },
    );
    // The wrapper has no box of its own (display: contents): watch what it holds.
    const observe = () => {
      for (const child of Array.from(node.children)) observer.observe(child);
    };
    const waiting = afterInteraction ? onFirstInteraction(observe) : (observe(), undefined);
    return () => {
      waiting?.();
      observer.disconnect();
      cancel();
    };
  }, [active, hydrate, rootMargin, afterInteraction]);

  if (!active) {
    return createElement('div', {
      ref,
      'data-island': hydrate,
      className: island,
      dangerouslySetInnerHTML: { __html: '' },
    });
  }
  // Code split off the first load suspends here; meanwhile the prerendered markup stays.
  const fallback =
    prerendered.current === null
      ? null
      : createElement('div', {
          className: island,
          dangerouslySetInnerHTML: { __html: prerendered.current },
        });
  return createElement(
    'div',
    { ref, 'data-island': hydrate, className: island },
    createElement(Suspense, { fallback }, children),
  );
}
