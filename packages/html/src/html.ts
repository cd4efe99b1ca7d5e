import { escapeHtml } from './escape-html.ts';
import { SafeHtml } from './safe-html.ts';

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * The only way to write markup: every interpolated value is escaped unless it is
 * {@link SafeHtml} (another `html` result); arrays are joined with nothing between; `null`,
 * `undefined` and `false` render nothing. Tenant text (site names, OpenAPI descriptions, logs)
 * therefore never becomes markup by accident.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i += 1) out += render(values[i]) + strings[i + 1]!;
  return new SafeHtml(out);
}
