import type { StaticValue } from './read-static-value.ts';

/**
 * How a statically read `{expression}` shows as text: strings and numbers as written, arrays
 * joined, `null` and booleans as nothing (as React renders them); `undefined` for an object,
 * which has no text.
 */
export function staticValueText(value: StaticValue): string | undefined {
  if (value === null || typeof value === 'boolean') return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(staticValueText);
    return parts.some((part) => part === undefined) ? undefined : parts.join('');
  }
  return undefined;
}
