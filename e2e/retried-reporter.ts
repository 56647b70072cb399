import type { Reporter, TestModule } from 'vitest/node';

/**
 * Fails the run when a test passed only on its retry, and names each such test. A journey is run
 * once more after a failure so that a whole run's other results still come in; but a test that
 * needs the retry is flaky, a defect to find and fix, and must not pass unseen.
 */
export default class RetriedReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const retried: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const retries = test.diagnostic()?.retryCount ?? 0;
        const result = test.result();
        if (retries > 0 && result.state === 'passed') {
          // A passed test keeps its failed attempts' errors: print them, or the flake cannot be traced.
          const causes = (result.errors ?? []).map(
            (e) => `      ${(e.stack ?? e.message ?? '').split('\n').slice(0, 8).join('\n      ')}`,
          );
          retried.push(
            [`${module.moduleId.split('/e2e/').pop()} > ${test.fullName} (passed on retry ${retries})`, ...causes].join('\n'),
          );
        }
      }
    }
    if (retried.length === 0) return;
    console.error(`\n${retried.length} test(s) passed only when retried; each is flaky and must be fixed:`);
    for (const line of retried) console.error(`  - ${line}`);
    process.exitCode = 1;
  }
}
