// Test-runner hooks: a story fails when the page logs a console error while it renders and plays
// (a DOM-nesting warning, a failed prop type, an uncaught promise…), on top of the interaction
// and axe checks. `--failOnConsole` would do it too, but cannot tell the harness's own noise
// from the product's, so the filter lives here.
import { appendFileSync } from 'node:fs';
import type { Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkVisualSnapshot, visualVisitStarted } from './visual-snapshots.ts';

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
  pendingFreshPage = (async () => {
    await runner.jestPlaywright.resetPage();
    await runner.__sbSetupPage(runner.page, runner.context);
  })();
  try {
    await pendingFreshPage;
  } finally {
    pendingFreshPage = undefined;
  }
}
/**
 * A story that timed out is retried while its postVisit may still be replacing the page: the
 * retry waits for that, else it runs on a page not set up yet ("__test is not defined").
 */
let pendingFreshPage: Promise<void> | undefined;

/**
 * The errors a page logged since the story began. Kept on the page object: a worker's page
 * serves many story files (test-runner-environment.js), each loading this module anew, and the
 * page must get one listener, not one per file.
 */
function collectorFor(page: Page): string[] {
  const holder = page as Page & { __hdsConsoleErrors?: string[] };
  if (holder.__hdsConsoleErrors) return holder.__hdsConsoleErrors;
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
  holder.__hdsConsoleErrors = list;
  return list;
}

/**
 * `SB_PROFILE=<file>`: one JSON line per story with the time of each render phase (loading,
 * rendering, playing, afterEach = the axe check…), measured in the page, and the whole visit
 * as the runner sees it. Off by default; it is how the figures in the README were taken.
 */
const profileFile = process.env.SB_PROFILE;
const visitStart = new WeakMap<Page, number>();

async function startProfile(page: Page): Promise<void> {
  visitStart.set(page, Date.now());
  // Before a page's first story Storybook may not have started yet: that visit gets no phases.
  await page
    .evaluate(() => {
      const w = window as unknown as {
        __sbPhases?: { phase: string; t: number }[];
        __STORYBOOK_ADDONS_CHANNEL__?: {
          on(event: string, listener: (e: { newPhase: string }) => void): void;
        };
      };
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      if (!w.__sbPhases)
        channel.on('storyRenderPhaseChanged', ({ newPhase }) =>
          w.__sbPhases?.push({ phase: newPhase, t: performance.now() }),
        );
      w.__sbPhases = [{ phase: 'visit', t: performance.now() }];
    })
    .catch(() => undefined);
}

async function endProfile(page: Page, id: string, failed: boolean): Promise<void> {
  const phases = await page
    .evaluate(() => {
      const w = window as unknown as { __sbPhases?: { phase: string; t: number }[] };
      const list = w.__sbPhases;
      if (w.__sbPhases) w.__sbPhases = [];
      return list;
    })
    .catch(() => undefined);
  const ms: Record<string, number> = {};
  (phases ?? []).forEach(({ phase, t }, i, all) => {
    const next = all[i + 1];
    if (next) ms[phase] = Math.round((ms[phase] ?? 0) + next.t - t);
  });
  const total = Date.now() - (visitStart.get(page) ?? Date.now());
  appendFileSync(profileFile!, `${JSON.stringify({ id, total, failed, ...ms })}\n`);
}

/**
 * The runner wraps the page's console methods anew for each story it visits (to collect its
 * logs) and never unwraps them: on a page that serves hundreds of stories every console call
 * would go through hundreds of wrappers. Each visit starts from the methods as they were
 * before the first one.
 */
async function unwrapConsole(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __hdsConsole?: Partial<Console> };
    // The methods the runner's __test wraps.
    const all = [
      'log',
      'info',
      'warn',
      'error',
      'dir',
      'trace',
      'group',
      'groupCollapsed',
      'table',
      'debug',
    ];
    const own = console as unknown as Record<string, unknown>;
    if (!w.__hdsConsole)
      w.__hdsConsole = Object.fromEntries(all.map((m) => [m, own[m]])) as Partial<Console>;
    else Object.assign(console, w.__hdsConsole);
  });
}

const config: TestRunnerConfig = {
  async preVisit(visited, context) {
    visualVisitStarted(context);
    let page = visited;
    if (pendingFreshPage) {
      await pendingFreshPage.catch(() => undefined);
      page = runner.page;
    }
    collectorFor(page).length = 0;
    await unwrapConsole(page);
    if (profileFile) await startProfile(page);
  },
  async postVisit(page, context) {
    if (profileFile) await endProfile(page, context.id, Boolean(context.hasFailure));
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
    // The composites' offline visual snapshots (a no-op for the other stories).
    await checkVisualSnapshot(page, context);
  },
};

export default config;
