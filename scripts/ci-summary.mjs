// Reads vitest's JSON report and prints the closing line CI reads:
// `vitest: N passed, M failed, K skipped`. Exits 1 when a test failed or none ran.
import { readFileSync, existsSync } from 'node:fs';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.log('vitest: 0 passed, 0 failed, 0 skipped');
  console.error(`[ci] no vitest report at ${file}: the test run did not complete`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const passed = report.numPassedTests ?? 0;
const failed = (report.numFailedTests ?? 0);
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
// A suite that fails to load (syntax error, missing import) has no tests but must fail CI.
const failedSuites = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
console.log(`vitest: ${passed} passed, ${failed + failedSuites} failed, ${skipped} skipped`);
if (failed + failedSuites > 0) process.exit(1);
if (passed === 0) {
  console.error('[ci] no test ran');
  process.exit(1);
}
