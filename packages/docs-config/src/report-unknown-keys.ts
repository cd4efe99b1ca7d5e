import type { PathSegment } from '@folio/diagnostics';
import { closestMatch } from './closest-match.ts';
import type { JsonObject } from './is-json-object.ts';
import { quoteKey } from './quote-key.ts';
import type { ValidationContext } from './validation-context.ts';

/**
 * Warns about every key of `object` that is not in `known`. Unknown keys never fail a build: real
 * configs carry keys from other versions of the format (COMPAT.md). `legacy` names keys of an older
 * version of the format, each with what replaces it, so the fix says where the setting went.
 */
export function reportUnknownKeys(
  ctx: ValidationContext,
  object: JsonObject,
  path: readonly PathSegment[],
  known: ReadonlySet<string>,
  where: string,
  legacy: ReadonlyMap<string, string> = new Map(),
): void {
  for (const key of Object.keys(object)) {
    if (known.has(key)) continue;
    const replacement = legacy.get(key);
    if (replacement !== undefined) {
      ctx.report(
        'CONFIG_UNKNOWN_KEY',
        [...path, key],
        `${quoteKey(key)} is a setting of the older mint.json format, not of ${where}; it is ignored`,
        replacement,
      );
      continue;
    }
    const suggestion = closestMatch(key, known);
    ctx.report(
      'CONFIG_UNKNOWN_KEY',
      [...path, key],
      `unknown key ${quoteKey(key)} on ${where}; it is ignored`,
      suggestion !== undefined
        ? `Did you mean ${quoteKey(suggestion)}? Otherwise remove ${quoteKey(key)}.`
        : known.size <= 12
          ? `Remove ${quoteKey(key)}. Keys known here: ${[...known].map(quoteKey).join(', ')}.`
          : `Remove ${quoteKey(key)}; Folio does not know this setting.`,
    );
  }
}
