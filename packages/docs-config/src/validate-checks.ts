import { readEnumField } from './read-enum-field.ts';
import { readField } from './read-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import { knownSettingKeys } from './settings-tree.ts';
import { CHECK_SEVERITIES, type Checks, type CheckSeverity } from './model/checks.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';

/**
 * Validates `checks` (Folio's own setting): an object whose `links` is `"warning"` or `"error"`.
 * A wrong value is reported and the default (warning) applies.
 */
export function validateChecks(ctx: ValidationContext, config: JsonObject): Checks | undefined {
  const checks = readField(ctx, config, 'checks', [], 'object');
  if (checks === undefined) return undefined;
  reportUnknownKeys(ctx, checks, ['checks'], knownSettingKeys('checks'), 'checks');
  const links = readEnumField(ctx, checks, 'links', ['checks'], CHECK_SEVERITIES) as CheckSeverity | undefined;
  return links === undefined ? {} : { links };
}
