import type { PathSegment } from '@folio/diagnostics';
import { closestMatch } from './closest-match.ts';
import type { JsonObject } from './is-json-object.ts';
import { quoteKey } from './quote-key.ts';
import type { ValidationContext } from './validation-context.ts';

/**
 * Warns about every key of `object` that is not in `known`. Unknown keys never fail a build: real
 * configs carry keys from other versions of the format (COMPAT.md).
 */
export function reportUnknownKeys(ctx: ValidationContext, object: JsonObject, path: readonly PathSegment[], known: ReadonlySet<string>, where: string): void {
  for (const key of Object.keys(object)) {
    if (known.has(key)) continue;
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
