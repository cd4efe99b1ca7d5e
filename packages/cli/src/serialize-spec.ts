import { stringify } from 'yaml';

/** Writes an OpenAPI document as JSON when `file` ends in `.json`, as YAML otherwise. */
export function serializeSpec(document: unknown, file: string): string {
  if (/\.json$/i.test(file)) return `${JSON.stringify(document, null, 2)}\n`;
  // No anchors and aliases: every reader of the output should see plain YAML.
  return stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
}
