// The test runner's Jest environment, with one change: a worker keeps its browser page from one
// story file to the next instead of opening a new context and loading Storybook's iframe (the
// preview bundle, Mock Service Worker's registration) again for each of the 74 files. That setup
// cost more than the stories of a small file themselves (see the README's `npm test` timing).
// Stories of one file always shared a page; now a worker's files do too, the way the Storybook
// UI renders one story after another. Between files the page's storage, cookies and toast queue
// are cleared, so a file still starts from what a fresh context holds. A page that a failure
// replaced (test-runner.ts `freshPage`) is the one kept.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's page, kept between story files (a worker runs one file at a time). */
let kept;

const NodeEnvironment = Object.getPrototypeOf(PlaywrightEnvironment.prototype);

export default class ReusedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    // Used by the generated tests' retry after a navigation and by test-runner.ts `freshPage`;
    // the runner's own setup file (replaced by test-runner-setup.js) would load the whole
    // runner again in each file's sandbox to define it.
    this.global.__sbSetupPage = setupPage;
    if (kept && kept.browser.isConnected() && !kept.page.isClosed()) {
      const config = this._config;
      try {
        await this.reuse(kept);
        return;
      } catch {
        // A crashed page: this file gets a new one, as every file used to.
        this._config = config;
        await kept.browser.close().catch(() => {});
      }
    }
    kept = undefined;
    await super.setup();
    await setupPage(this.global.page, this.global.context);
  }

  async reuse({ browser, context, page }) {
    // Let the base class define the runner's globals (jestPlaywright.resetPage, …) without
    // connecting or opening anything, then hand it the kept ones.
    const options = this._config.testEnvironmentOptions;
    this._config = {
      ...this._config,
      testEnvironmentOptions: {
        ...options,
        'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
      },
    };
    await super.setup();
    Object.assign(this.global, { browser, context, page });
    await context.clearCookies();
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      // The toasts of the previous file (.storybook/preview.tsx).
      window.__hdsClearToasts?.();
    });
  }

  async teardown() {
    const { browser, context, page } = this.global;
    if (browser && context && page) kept = { browser, context, page };
    // The base class would close the connection to the shared browser; only Node's part.
    await NodeEnvironment.teardown.call(this);
  }
}
