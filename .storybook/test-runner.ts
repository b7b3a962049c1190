// Test-runner hooks: a story fails when the page logs a console error while it renders and plays
// (a DOM-nesting warning, a failed prop type, an uncaught promise…), on top of the interaction
// and axe checks. `--failOnConsole` would do it too, but cannot tell the harness's own noise
// from the product's, so the filter lives here.
import type { Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';

/**
 * Messages that come from the test harness, not from the components:
 * - React's act() warnings: Storybook runs play functions in React's act environment, so state
 *   updates a component makes on its own timers (toasts, copy feedback, polling) are reported.
 * - the browser's own line for a 4xx/5xx or unreachable URL: error-state stories answer with
 *   one on purpose (MSW) or show a broken picture; what the UI does with it is what they test.
 */
const harnessNoise = [
  /^An update to .* inside a test was not wrapped in act/,
  /^A component suspended inside an `act` scope/,
  /^Failed to load resource:/,
  // MSW reports a request it did not expect (a story without that handler); the story's own
  // assertions decide whether that matters.
  /^\[MSW\]/,
  // Chromium's notice when a resize observer's callback resizes what it observes (benign;
  // it comes and goes with the runner's timing).
  /ResizeObserver loop/,
];

/** What the test-runner's Jest environment puts on the global object. */
interface RunnerGlobal {
  page: Page;
  context: unknown;
  jestPlaywright: { resetPage(): Promise<void> };
  __sbSetupPage(page: Page, context: unknown): Promise<void>;
}
const runner = globalThis as unknown as RunnerGlobal;

/**
 * A file's stories share one page, and a failed story can leave it broken for the rest (a
 * dynamic import that failed once stays failed in that page's module map). After a failure
 * the next story, or the retry of this one, gets a new page set up like the first.
 */
async function freshPage(): Promise<void> {
  await runner.jestPlaywright.resetPage();
  await runner.__sbSetupPage(runner.page, runner.context);
}

const errorsByPage = new WeakMap<Page, string[]>();

function collectorFor(page: Page): string[] {
  let errors = errorsByPage.get(page);
  if (!errors) {
    const list: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!harnessNoise.some((pattern) => pattern.test(text))) list.push(text);
    });
    page.on('pageerror', (error) => {
      if (!harnessNoise.some((pattern) => pattern.test(error.message)))
        list.push(`Uncaught ${error.message}`);
    });
    errorsByPage.set(page, list);
    errors = list;
  }
  return errors;
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    collectorFor(page).length = 0;
  },
  async postVisit(page, context) {
    const errors = collectorFor(page);
    if (context.hasFailure) {
      // The story's own error is what Jest reports; console errors are the clue beside it.
      if (errors.length > 0)
        console.log(`${context.title} › ${context.name} console errors:\n${errors.join('\n')}`);
      errors.length = 0;
      await freshPage();
      return;
    }
    if (errors.length > 0) {
      const found = errors.splice(0).map((e) => `  - ${e.split('\n')[0]}`);
      throw new Error(
        `${context.title} › ${context.name} logged console errors:\n${found.join('\n')}`,
      );
    }
  },
};

export default config;
