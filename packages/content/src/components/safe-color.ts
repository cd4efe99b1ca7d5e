/**
 * A colour an author may set on a component (`color="#0ea5e9"`): hex, `rgb()`/`hsl()` or a CSS
 * colour name. Anything else could smuggle other declarations into a `style` attribute.
 */
const SAFE_COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\([\d\s.,%]+\)|[a-z]+)$/i;

/** The `color` prop as a CSS colour, or `undefined` when it is not a plain colour. */
export function safeColor(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed !== undefined && SAFE_COLOR.test(trimmed) ? trimmed : undefined;
}
