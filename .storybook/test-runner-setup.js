// Stands in for @storybook/test-runner/playwright/jest-setup.js, which Jest runs in each story
// file's sandbox: it loads the whole runner (Storybook's node internals, ~1.5 s of CPU) there
// again for each of the 74 files only to install the hooks of test-runner.ts. This installs
// them directly; `__sbSetupPage` comes from test-runner-environment.js, loaded once per worker.
import config from './test-runner.ts';

globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
globalThis.__sbCollectCoverage = false;
