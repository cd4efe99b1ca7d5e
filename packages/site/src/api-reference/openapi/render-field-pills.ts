import { html, type SafeHtml } from '@folio/html';

/**
 * docs.json `api.params.post`: for each listed OpenAPI key, the value a parameter or field carries
 * under it as "pills" after its type (`x-since: "2.1"` → `2.1`, `readOnly: true` → `readOnly`, an
 * array → one pill per item; objects and other values are skipped), as the format defines.
 */
export function renderFieldPills(
  source: Readonly<Record<string, unknown>>,
  keys: readonly string[] | undefined,
): SafeHtml {
  if (keys === undefined) return html``;
  const pills: string[] = [];
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') pills.push(String(value));
    else if (value === true) pills.push(key);
    else if (Array.isArray(value))
      for (const item of value) if (typeof item === 'string' || typeof item === 'number') pills.push(String(item));
  }
  return html`${pills.map((pill) => html`<span class="field-pill">${pill}</span>`)}`;
}
