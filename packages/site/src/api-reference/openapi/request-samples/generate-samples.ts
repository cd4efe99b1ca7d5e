import type { SampleLanguageId } from '@folio/docs-config';
import { targets } from '@readme/httpsnippet/targets';
import { prepareSnippetRequest } from './prepare-snippet-request.ts';
import { SAMPLE_CLIENTS } from './sample-clients.ts';
import type { SampleRequest } from './sample-request.ts';

/** One generated request sample. */
export interface GeneratedSample {
  id: SampleLanguageId;
  /** The `language-*` class of its code. */
  lang: string;
  code: string;
}

type Converter = (request: unknown, options?: Record<string, unknown>) => string;
type Targets = Record<string, { clientsById: Record<string, { convert: Converter }> } | undefined>;

/** The generator of a language, when the installed httpsnippet has its target and client. */
function converterOf(id: SampleLanguageId): Converter | undefined {
  const client = SAMPLE_CLIENTS[id];
  return (targets as unknown as Targets)[client.target]?.clientsById[client.client]?.convert;
}

/** Whether the installed httpsnippet generates `id` (Rust needs @readme/httpsnippet 11.4 or later). */
export function canGenerate(id: SampleLanguageId): boolean {
  return converterOf(id) !== undefined;
}

/**
 * The request samples of `request` in `languages` (in that order; languages the installed
 * httpsnippet cannot generate are left out), each from httpsnippet's own generator over a freshly
 * prepared request (generators may change what they are given). Runs on the server when a page is
 * built and in the reader's browser (the site's request-samples bundle) as they type.
 */
export function generateSamples(request: SampleRequest, languages: readonly SampleLanguageId[]): GeneratedSample[] {
  const samples: GeneratedSample[] = [];
  for (const id of languages) {
    const convert = converterOf(id);
    if (convert === undefined) continue;
    const client = SAMPLE_CLIENTS[id];
    const code = convert(prepareSnippetRequest(request), client.options);
    samples.push({ id, lang: client.lang, code: client.finish === undefined ? code : client.finish(code) });
  }
  return samples;
}
