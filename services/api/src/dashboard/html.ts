/** HTML that is already safe to insert: produced by {@link html}. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and quoted attribute values. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * The dashboard's only way to write markup: every interpolated value is escaped unless it is
 * {@link SafeHtml} (another `html` result); arrays are joined; `null`, `undefined` and `false`
 * render nothing. Tenant data (site names, diagnostics, logs) therefore never becomes markup.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i += 1) out += render(values[i]) + strings[i + 1]!;
  return new SafeHtml(out);
}
