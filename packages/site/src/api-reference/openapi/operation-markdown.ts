import type { ApiContext } from '../api-context.ts';
import { buildRequestSamples, type SampleOptions } from './build-request-samples.ts';
import type { OperationDetails } from './read-operation.ts';
import { schemaTypeLabel } from './render-schema.ts';
import { schemaFieldsMarkdown } from './schema-fields-markdown.ts';

/**
 * An operation as Markdown for `<path>.md` and `llms-full.txt`: method and path, description,
 * parameters, request body example, responses, and the request samples the HTML page shows
 * (`x-codeSamples` first, then the languages of `api.examples`), each in a fenced block. With its
 * document (`ctx`) also each parameter's type and the fields of the request body and of each
 * response (`schemaFieldsMarkdown`). The search index passes `samples: false` and no `ctx`: code
 * and field lists would fill it.
 */
export function operationMarkdown(details: OperationDetails, samples: SampleOptions | false, ctx?: ApiContext): string {
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
  if (samples !== false) {
    const built = buildRequestSamples(details, samples);
    if (built.length > 0) {
      lines.push('## Request samples', '');
      for (const sample of built) {
        const fence = '`'.repeat(Math.max(3, ...[...sample.source.matchAll(/`{3,}/g)].map((m) => m[0].length + 1)));
        lines.push(`### ${sample.label}`, '', `${fence}${sample.lang}`, sample.source, fence, '');
      }
    }
  }
  return lines.join('\n');
}
