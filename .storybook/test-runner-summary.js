// A Jest reporter that ends the run with a short list: the stories that failed, each with the
// first lines of its error, and the stories that passed only on their retry. CI shows the tail
// of the log; without this the tail held the last stack frame and not which story broke or why.
const firstLines = (text, count) =>
  text
    // eslint-disable-next-line no-control-regex -- Jest's messages carry ANSI colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    // The runner's preamble and debug link say nothing about the failure itself.
    .filter(
      (line) =>
        !/^\s*(page\.evaluate: StorybookTestRunnerError:|Click to debug|https?:\/\/|Message:)/.test(
          line,
        ),
    )
    .filter((line) => line.trim() !== '')
    .slice(0, count);

export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = [];
    const retried = [];
    for (const file of results.testResults) {
      if (file.testExecError)
        failed.push({ name: file.testFilePath, message: file.testExecError.message });
      for (const test of file.testResults) {
        const name = [...test.ancestorTitles, test.title].join(' › ');
        if (test.status === 'failed')
          failed.push({ name, message: test.failureMessages.join('\n') });
        else if (test.status === 'passed' && (test.invocations ?? 1) > 1)
          retried.push({ name, message: (test.retryReasons ?? []).join('\n') });
      }
    }
    if (retried.length > 0) {
      console.log(`\n[stories] ${retried.length} passed only on their retry:`);
      for (const { name, message } of retried) {
        console.log(`  ~ ${name}`);
        for (const line of firstLines(message, 3)) console.log(`      ${line}`);
      }
    }
    if (failed.length > 0) {
      console.log(`\n[stories] ${failed.length} failed:`);
      for (const { name, message } of failed) {
        console.log(`  ✕ ${name}`);
        for (const line of firstLines(message, 4)) console.log(`      ${line}`);
      }
    }
  }
}
