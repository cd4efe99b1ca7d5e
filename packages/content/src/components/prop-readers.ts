import type { StaticValue } from '../read-static-value.ts';

/** Reads a prop as display text: strings and numbers; anything else is `undefined`. */
export function stringProp(props: Readonly<Record<string, StaticValue>>, name: string): string | undefined {
  const value = props[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Reads a boolean prop the way JSX does: `<X open />` and `open={true}` are true; `"false"` is false. */
export function booleanProp(props: Readonly<Record<string, StaticValue>>, name: string): boolean {
  const value = props[name];
  return value === true || value === 'true' || (typeof value === 'string' && value !== 'false' && value !== '');
}
