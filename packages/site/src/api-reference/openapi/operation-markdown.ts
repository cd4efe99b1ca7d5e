import type { OperationDetails } from './read-operation.ts';

/**
 * An operation as Markdown for `<path>.md` and `llms-full.txt`: method and path, description,
 * parameters, request body example and responses.
 */
export function operationMarkdown(details: OperationDetails): string {
  const lines = [`\`${details.method} ${details.path}\``, ''];
  if (details.servers[0] !== undefined) lines.push(`Server: ${details.servers[0]}`, '');
  if (details.description !== undefined) lines.push(details.description.trim(), '');
  if (details.parameters.length > 0) {
    lines.push('## Parameters', '');
    for (const p of details.parameters) {
      lines.push(
        `- \`${p.name}\` (${p.in}${p.required ? ', required' : ''})${p.description === undefined ? '' : `: ${p.description.replace(/\s+/g, ' ').trim()}`}`,
      );
    }
    lines.push('');
  }
  if (details.requestBody !== undefined) {
    lines.push('## Request body', '', `Content type: \`${details.requestBody.contentType}\``, '');
    if (details.requestBody.example !== undefined)
      lines.push('```json', JSON.stringify(details.requestBody.example, null, 2), '```', '');
  }
  if (details.responses.length > 0) {
    lines.push('## Responses', '');
    for (const r of details.responses)
      lines.push(
        `- \`${r.status}\`${r.description === undefined ? '' : `: ${r.description.replace(/\s+/g, ' ').trim()}`}`,
      );
    lines.push('');
  }
  return lines.join('\n');
}
