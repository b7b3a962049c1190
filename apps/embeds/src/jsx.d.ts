import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The partner widgets as JSX elements (stories render the real custom elements). */
type WidgetElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  /** The embed's public key. */
  embed?: string;
  /** The API's origin; by default where /embed/v1.js was loaded from. */
  'api-origin'?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hds-lead-form': WidgetElement;
      'hds-before-after': WidgetElement;
    }
  }
}
