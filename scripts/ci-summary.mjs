// Reads vitest's JSON report and prints the closing line CI reads:
// `vitest: N passed, M failed, K skipped`. Exits 1 when a test failed, none ran, or vitest caught
// errors outside any test; those errors (written by scripts/unhandled-errors-reporter.mjs) are
// printed after the line, so the end of the CI log says why a run with no failed test failed.
//
// Usage: node scripts/ci-summary.mjs <vitest.json> [<unhandled-errors.json>] [<vitest exit status>]
import { existsSync, readFileSync } from 'node:fs';

const [file, unhandledFile, exitStatusText] = process.argv.slice(2);
if (!file || !existsSync(file)) {
  console.log('vitest: 0 passed, 0 failed, 0 skipped');
  console.error(`[ci] no vitest report at ${file}: the test run did not complete`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const passed = report.numPassedTests ?? 0;
const failed = report.numFailedTests ?? 0;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
// A suite that fails to load (syntax error, missing import) has no tests but must fail CI.
const failedSuites = (report.testResults ?? []).filter(
  (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
).length;
const unhandled = unhandledFile && existsSync(unhandledFile) ? JSON.parse(readFileSync(unhandledFile, 'utf8')) : [];
const exitStatus = exitStatusText === undefined ? 0 : Number(exitStatusText);

console.log(`vitest: ${passed} passed, ${failed + failedSuites} failed, ${skipped} skipped`);
if (unhandled.length > 0) {
  console.error(`[ci] vitest caught ${unhandled.length} unhandled error(s) outside any test; each fails the run:`);
  unhandled.forEach((error, index) => {
    const code = error.code ? ` (code ${error.code})` : '';
    console.error(`[ci] ${index + 1}. ${error.type ?? 'Error'}: ${error.name}: ${error.message}${code}`);
    if (error.testFile)
      console.error(
        `[ci]    while running ${error.testFile}${error.testName ? `, last test "${error.testName}"` : ''}`,
      );
    for (const line of String(error.stack ?? '')
      .split('\n')
      .slice(1, 6))
      console.error(`[ci]    ${line.trim()}`);
  });
}
if (failed + failedSuites > 0 || unhandled.length > 0) process.exit(1);
if (passed === 0) {
  console.error('[ci] no test ran');
  process.exit(1);
}
if (exitStatus !== 0) {
  console.error(
    `[ci] vitest exited ${exitStatus} although every test passed and no unhandled error was reported; read the log above`,
  );
  process.exit(1);
}
