import { buildRequestSamples, type SampleOptions } from './build-request-samples.ts';
import type { OperationDetails } from './read-operation.ts';

/**
 * An operation as Markdown for `<path>.md` and `llms-full.txt`: method and path, description,
 * parameters, request body example, responses, and the request samples the HTML page shows
 * (`x-codeSamples` first, then the languages of `api.examples`), each in a fenced block. With
 * `samples: false` (the search index), none: they would fill it with code.
 */
export function operationMarkdown(details: OperationDetails, samples: SampleOptions | false): string {
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
