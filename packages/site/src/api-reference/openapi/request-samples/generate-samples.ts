import type { SampleLanguageId } from '@folio/docs-config';
import { targets } from '@readme/httpsnippet/targets';
import { prepareSnippetRequest } from './prepare-snippet-request.ts';
import { registerRustTarget } from './register-rust-target.ts';
import { SAMPLE_CLIENTS } from './sample-clients.ts';
import type { SampleRequest } from './sample-request.ts';

/** One generated request sample. */
export interface GeneratedSample {
  id: SampleLanguageId;
  /** The `language-*` class of its code. */
  lang: string;
  code: string;
}

registerRustTarget();

type Converter = (request: unknown, options?: Record<string, unknown>) => string;
type Targets = Record<string, { clientsById: Record<string, { convert: Converter }> } | undefined>;

/** The generator of a language, when the installed httpsnippet has its target and client. */
function converterOf(id: SampleLanguageId): Converter | undefined {
  const client = SAMPLE_CLIENTS[id];
  return (targets as unknown as Targets)[client.target]?.clientsById[client.client]?.convert;
}

/** Whether httpsnippet (with Folio's Rust target, `register-rust-target.ts`) generates `id`. */
export function canGenerate(id: SampleLanguageId): boolean {
  return converterOf(id) !== undefined;
}

/**
 * The request samples of `request` in `languages` (in that order; languages the installed
 * httpsnippet cannot generate, or fails on, are left out; none for a URL that is not absolute
 * http(s)), each from httpsnippet's own generator over a freshly
 * prepared request (generators may change what they are given). Runs on the server when a page is
 * built and in the reader's browser (the site's request-samples bundle) as they type.
 */
export function generateSamples(request: SampleRequest, languages: readonly SampleLanguageId[]): GeneratedSample[] {
  const samples: GeneratedSample[] = [];
  // Not a URL a program could call (the reader is still typing the server): no samples.
  if (!/^https?:\/\//i.test(request.url) || !URL.canParse(request.url)) return samples;
  for (const id of languages) {
    const convert = converterOf(id);
    if (convert === undefined) continue;
    const client = SAMPLE_CLIENTS[id];
    let code: string;
    try {
      code = convert(prepareSnippetRequest(request), client.options);
    } catch {
      continue; // a generator's bug on an unusual request costs that one language, not the page
    }
    samples.push({ id, lang: client.lang, code: client.finish === undefined ? code : client.finish(code) });
  }
  return samples;
}
