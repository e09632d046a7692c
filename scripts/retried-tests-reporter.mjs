/**
 * A Vitest reporter that names every test that passed only on its retry (CI retries once: vite.config.ts),
 * at the end of the run. Vitest's own reporter counts such a test as passed and says nothing, which would
 * hide a flaky test instead of getting it fixed.
 */
export default class RetriedTestsReporter {
  /** @type {string[]} */
  retried = [];

  /** @param {import('vitest/node').TestCase} testCase */
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky) {
      this.retried.push(`${testCase.module.relativeModuleId} › ${testCase.fullName}`);
    }
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    console.log(`\nPassed only on a retry (flaky: please fix) — ${this.retried.length}:`);
    for (const name of this.retried) console.log(`  ${name}`);
  }
}
