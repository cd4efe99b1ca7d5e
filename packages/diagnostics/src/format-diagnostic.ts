import type { Diagnostic } from './diagnostic.ts';

/**
 * Renders a diagnostic as one line plus an indented hint:
 *
 * ```
 * docs.json:42:9 navigation.tabs[0].groups[1].pages[3]: page "guides/setup" does not exist (NAV_PAGE_NOT_FOUND)
 *   hint: create guides/setup.mdx, or fix the path
 * ```
 */
export function formatDiagnostic(diagnostic: Diagnostic, options: { color?: boolean } = {}): string {
  const paint = options.color ? colorize : (_: Color, text: string) => text;
  let where = diagnostic.file ?? '';
  if (where !== '' && diagnostic.line !== undefined) {
    where += `:${diagnostic.line}`;
    if (diagnostic.column !== undefined) where += `:${diagnostic.column}`;
  }
  const location = [where, diagnostic.path].filter((part) => part !== undefined && part !== '').join(' ');
  const label =
    diagnostic.severity === 'error'
      ? paint('red', 'error')
      : diagnostic.severity === 'warning'
        ? paint('yellow', 'warning')
        : paint('cyan', 'info');
  const head = `${location === '' ? '' : `${paint('bold', location)}: `}${label} ${diagnostic.message} (${diagnostic.code})`;
  return diagnostic.hint ? `${head}\n  ${paint('dim', 'hint:')} ${diagnostic.hint}` : head;
}

type Color = 'red' | 'yellow' | 'cyan' | 'bold' | 'dim';
const CODES: Record<Color, [number, number]> = {
  red: [31, 39],
  yellow: [33, 39],
  cyan: [36, 39],
  bold: [1, 22],
  dim: [2, 22],
};
function colorize(color: Color, text: string): string {
  const [open, close] = CODES[color];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}
