// A vitest reporter for CI: writes the errors vitest caught outside any test (unhandled rejections,
// uncaught exceptions, errors thrown by a test file's worker) to the JSON file named by
// FOLIO_UNHANDLED_ERRORS_FILE, so `scripts/ci-summary.mjs` can print them at the end of the run.
// Vitest's own JSON report leaves them out (its `success` stays true), yet they fail the run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const file = process.env.FOLIO_UNHANDLED_ERRORS_FILE ?? 'test-output/unhandled-errors.json';
    const errors = unhandledErrors.map((error) => ({
      name: error.name ?? 'Error',
      message: String(error.message ?? error),
      code: error.code,
      type: error.type,
      testFile: error.VITEST_TEST_PATH,
      testName: error.VITEST_TEST_NAME,
      stack: String(error.stack ?? '')
        .split('\n')
        .slice(0, 8)
        .join('\n'),
    }));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(errors, null, 2)}\n`);
  }
}
