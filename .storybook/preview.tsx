import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { ToastRegion, darkColors, darkTheme, lightColors, lightTheme, toastQueue } from '@hds/ui';
import { frame, frameFullscreen } from './preview.css.ts';

/**
 * Applies the toolbar's theme to the story frame and to <body>, so portalled overlays
 * (popovers, modals, drawers, toasts) get the same tokens as the story.
 */
const withTheme: Decorator = (Story, context) => {
  const dark = context.globals.theme === 'dark';
  // A docs page shows many stories at once: a story that pins its own theme (the "Dark theme"
  // stories) themes only its frame, so <body> keeps following the toolbar.
  const { storyGlobals } = context as { storyGlobals?: Record<string, unknown> };
  const pinsTheme = storyGlobals != null && 'theme' in storyGlobals;
  if (context.viewMode !== 'docs' || !pinsTheme) {
    document.body.classList.toggle(darkTheme, dark);
    document.body.classList.toggle(lightTheme, !dark);
  }
  const fullscreen = context.parameters.layout === 'fullscreen';
  return (
    <div className={`${dark ? darkTheme : lightTheme} ${fullscreen ? frameFullscreen : frame}`}>
      <Story />
    </div>
  );
};

// A docs page renders many stories at once; only the first mounted one renders the region,
// so a toast shows once rather than once per story.
const regionOwners: symbol[] = [];
const ownerListeners = new Set<() => void>();
const notifyOwners = () => ownerListeners.forEach((listener) => listener());
const subscribeOwners = (listener: () => void) => {
  ownerListeners.add(listener);
  return () => {
    ownerListeners.delete(listener);
  };
};
const currentOwner = () => regionOwners[0] ?? null;

function SharedToastRegion() {
  const [me] = useState(() => Symbol('toast-region'));
  const owner = useSyncExternalStore(subscribeOwners, currentOwner);
  useEffect(() => {
    regionOwners.push(me);
    notifyOwners();
    return () => {
      regionOwners.splice(regionOwners.indexOf(me), 1);
      notifyOwners();
    };
  }, [me]);
  return owner === me ? <ToastRegion /> : null;
}

// The test runner keeps a page from one story file to the next (test-runner-environment.js)
// and calls this between files, so a file starts without the toasts an earlier file left (a
// persistent error toast would otherwise sit in every later story's screenshot and axe check),
// as it did on a page of its own.
(globalThis as { __hdsClearToasts?: () => void }).__hdsClearToasts = () => toastQueue.clear();

/**
 * react-aria's live announcer (one per page, outside React) keeps each announcement for 7 s, and
 * a Button that turns pending or back while focused announces itself by reference: a
 * `role="img"` node labelled by the button's id. Once the next story has replaced that button the
 * reference dangles, and axe reported the *next* story (role-img-alt, on stories with no pending
 * button at all). Each story starts with no announcements but its own, as on a page of its own.
 */
function clearLiveAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}

const withToastRegion: Decorator = (Story) => (
  <>
    <Story />
    <SharedToastRegion />
  </>
);

// A play function's waitFor/findBy gets 5 s instead of Testing Library's 1 s before it fails: the
// test runner's pages share a 2-core CI box, and a wait that really fails still fails, only
// later. A story
// that gives its own `timeout` keeps it.
configure({ asyncUtilTimeout: 5000 });

/**
 * The build the test runner visits (`STORYBOOK_TEST_BUILD=1`, scripts/test-storybook.mjs; the
 * builder exposes STORYBOOK_* variables on `import.meta.env`).
 */
const testBuild =
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env
    ?.STORYBOOK_TEST_BUILD === '1';

const preview: Preview = {
  // Starts Mock Service Worker once (msw-storybook-addon 3 has no separate `initialize()`:
  // calling the loader factory is the initialisation) and applies `parameters.msw` handlers.
  loaders: [mswLoader()],
  beforeEach: clearLiveAnnouncements,
  decorators: [withToastRegion, withTheme],
  globalTypes: {
    theme: {
      description: 'Design-system theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
  },
  parameters: {
    layout: 'padded',
    a11y: {
      // Every story fails the test run on any axe violation.
      test: 'error',
      // In the test build axe runs every rule on every node as always, but builds full node
      // lists (a selector and HTML per node) for the violations only: the passes and the
      // "needs review" results keep one node per rule. That part of axe's work is what the
      // runner never reads (it fails a story on violations alone); axe documents the option
      // for exactly this (https://github.com/dequelabs/axe-core/blob/develop/doc/API.md#options-parameter).
      // The workshop's a11y panel keeps every node.
      ...(testBuild ? { options: { resultTypes: ['violations'] } } : {}),
    },
    backgrounds: {
      options: {
        lightCanvas: { name: 'Light canvas', value: lightColors.background },
        lightSurface: { name: 'Light surface', value: lightColors.surface },
        darkCanvas: { name: 'Dark canvas', value: darkColors.background },
        darkSurface: { name: 'Dark surface', value: darkColors.surface },
      },
    },
    viewport: {
      options: {
        phone: {
          name: 'Phone (390 px)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (834 px)',
          styles: { width: '834px', height: '1112px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
      expanded: true,
    },
    docs: {
      toc: true,
    },
    options: {
      storySort: {
        order: ['Foundations', 'Components', 'Layout'],
      },
    },
  },
};

export default preview;
