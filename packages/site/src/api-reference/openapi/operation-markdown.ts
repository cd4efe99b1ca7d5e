import type { ApiContext } from '../api-context.ts';
import type { OperationDetails } from './read-operation.ts';
import { schemaTypeLabel } from './render-schema.ts';
import { schemaFieldsMarkdown } from './schema-fields-markdown.ts';

/**
 * An operation as Markdown: method and path, description, parameters, request body example and
 * responses. With its document (`ctx`: for `<path>.md` and `llms-full.txt`) also each parameter's
 * type and the fields of the request body and of each response (`schemaFieldsMarkdown`); without
 * (the search index), the summary only.
 */
export function operationMarkdown(details: OperationDetails, ctx?: ApiContext): string {
  // The page's HTML reported every `$ref` it could not follow already.
  const schemas = ctx === undefined ? undefined : { ...ctx, reportRef: () => {} };
  const lines = [`\`${details.method} ${details.path}\``, ''];
  if (details.servers[0] !== undefined) lines.push(`Server: ${details.servers[0]}`, '');
  if (details.description !== undefined) lines.push(details.description.trim(), '');
  if (details.parameters.length > 0) {
    lines.push('## Parameters', '');
    for (const p of details.parameters) {
      const type = schemas === undefined || p.schema === undefined ? '' : `, ${schemaTypeLabel(p.schema, schemas)}`;
      lines.push(
        `- \`${p.name}\` (${p.in}${type}${p.required ? ', required' : ''})${p.description === undefined ? '' : `: ${p.description.replace(/\s+/g, ' ').trim()}`}`,
      );
      if (schemas !== undefined && p.schema !== undefined) lines.push(...schemaFieldsMarkdown(p.schema, schemas, '  '));
    }
    lines.push('');
  }
  if (details.requestBody !== undefined) {
    lines.push('## Request body', '', `Content type: \`${details.requestBody.contentType}\``, '');
    const body = details.requestBody;
    const bodyFields =
      schemas === undefined || body.schema === undefined ? [] : schemaFieldsMarkdown(body.schema, schemas);
    if (bodyFields.length > 0) lines.push(...bodyFields, '');
    if (body.example !== undefined) lines.push('```json', JSON.stringify(body.example, null, 2), '```', '');
  }
  if (details.responses.length > 0) {
    lines.push('## Responses', '');
    for (const r of details.responses) {
      lines.push(
        `- \`${r.status}\`${r.description === undefined ? '' : `: ${r.description.replace(/\s+/g, ' ').trim()}`}`,
      );
      if (schemas !== undefined && r.schema !== undefined) lines.push(...schemaFieldsMarkdown(r.schema, schemas, '  '));
    }
    lines.push('');
  }
  return lines.join('\n');
}
