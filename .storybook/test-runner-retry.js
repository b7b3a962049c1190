// One more try for a story that fails, on a fresh page (test-runner.ts resets it after a
// failure). A loaded 2-core CI box has failed a whole story file at once while every story of
// it passed here, and a red CI throws away a session's work; a story that is really broken
// fails twice and stays red. Jest prints the first failure before the retry, and
// scripts/test-storybook.mjs lists every story that needed it, so flakiness stays visible.
// An ES module: Jest hands its object over as import.meta.jest, not as a global.
import.meta.jest.retryTimes(1, { logErrorsBeforeRetry: true });
