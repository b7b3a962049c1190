import { createRoot, type Root } from 'react-dom/client';
import { Widget, elementNames, type WidgetKind } from './Widget.tsx';
import { originOf } from './api.ts';

/**
 * The widget's stylesheet as text. The build (vite.config.ts, `inlineCss`) replaces this
 * marker with the CSS vanilla-extract emitted, so the script is one file and the CSS lives only
 * in each shadow root. Unbuilt (Storybook, tests) the marker stays, and the elements copy the
 * document's stylesheets into their shadow roots instead.
 */
const INLINE_CSS: string = '__HDS_EMBED_CSS__';
/** Defined (true) by the library build only. */
declare const __HDS_EMBED_BUILD__: boolean | undefined;
const built = typeof __HDS_EMBED_BUILD__ !== 'undefined' && __HDS_EMBED_BUILD__;

/** The host page's rules stop at the shadow root; `all: initial` also stops inheritance. */
const HOST_CSS = ':host{all:initial;display:block;contain:content}:host([hidden]){display:none}';

// `document.currentScript` is only set while the script first runs: the API's origin is
// where v1.js came from.
const scriptOrigin = originOf(
  (document.currentScript as HTMLScriptElement | null)?.src,
  location.origin,
);

function styleNodes(): Node[] {
  const host = document.createElement('style');
  host.textContent = HOST_CSS;
  if (built) {
    const css = document.createElement('style');
    css.textContent = INLINE_CSS;
    return [host, css];
  }
  const copies = [...document.querySelectorAll('style, link[rel="stylesheet"]')].map((node) =>
    node.cloneNode(true),
  );
  return [host, ...copies];
}

function defineWidget(kind: WidgetKind) {
  const name = elementNames[kind];
  if (customElements.get(name)) return;
  customElements.define(
    name,
    class extends HTMLElement {
      static observedAttributes = ['embed', 'api-origin'];
      private root: Root | null = null;

      connectedCallback() {
        if (!this.root) {
          const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
          const mount = document.createElement('div');
          shadow.replaceChildren(...styleNodes(), mount);
          this.root = createRoot(mount);
        }
        this.update();
      }

      attributeChangedCallback() {
        if (this.root) this.update();
      }

      disconnectedCallback() {
        // Later, not while the page's own framework may be rendering (it removed the element);
        // an element only moved elsewhere is connected again by then and keeps its widget.
        queueMicrotask(() => {
          if (this.isConnected || !this.root) return;
          this.root.unmount();
          this.root = null;
        });
      }

      private update() {
        this.root?.render(
          <Widget
            kind={kind}
            embedKey={this.getAttribute('embed')?.trim() ?? ''}
            origin={originOf(this.getAttribute('api-origin'), scriptOrigin)}
          />,
        );
      }
    },
  );
}

/** Registers `<hds-lead-form embed="KEY">` and `<hds-before-after embed="KEY">`. */
export function defineEmbeds() {
  defineWidget('lead_form');
  defineWidget('before_after');
}
