import { DEFAULT_SAMPLE_LANGUAGES, SAMPLE_LANGUAGES, type SampleLanguageId } from '@folio/docs-config';
import type { CodeSample, OperationDetails } from './read-operation.ts';
import { generateSamples } from './request-samples/generate-samples.ts';
import { operationSampleRequest } from './request-samples/operation-sample-request.ts';

/** docs.json `api.examples`, as the request samples use it. */
export interface SampleOptions {
  /** Generated samples to show, in order; default `DEFAULT_SAMPLE_LANGUAGES` (cURL to PowerShell). */
  languages?: readonly SampleLanguageId[];
  /** `required`: only required query parameters; `all` (default): also optional ones with an example. */
  defaults?: 'all' | 'required';
  /** `false`: only the document's own `x-codeSamples`. */
  autogenerate?: boolean;
}

/** A request sample with, for a generated one, the language id the playground redraws it in. */
export interface RequestSample extends CodeSample {
  /** Set on generated samples: which generator made it (`curl`, `go`…). */
  generated?: SampleLanguageId;
}

const LABELS = new Map(SAMPLE_LANGUAGES.map((language) => [language.id, language.label]));

/**
 * The request samples of an operation: its own `x-codeSamples` first, then the samples
 * @readme/httpsnippet generates (see `generateSamples`) for the request `operationSampleRequest`
 * describes, in the order and choice of `api.examples.languages`.
 */
export function buildRequestSamples(details: OperationDetails, options: SampleOptions = {}): RequestSample[] {
  if (options.autogenerate === false) return [...details.codeSamples];
  // A page asks twice, for its HTML and its Markdown: generating a dozen languages costs ~1.5 ms.
  const key = `${options.defaults ?? 'all'}|${(options.languages ?? DEFAULT_SAMPLE_LANGUAGES).join(',')}`;
  let byOptions = built.get(details);
  if (byOptions === undefined) {
    byOptions = new Map();
    built.set(details, byOptions);
  }
  let samples = byOptions.get(key);
  if (samples === undefined) {
    samples = generate(details, options);
    byOptions.set(key, samples);
  }
  return samples;
}

const built = new WeakMap<OperationDetails, Map<string, RequestSample[]>>();

function generate(details: OperationDetails, options: SampleOptions): RequestSample[] {
  const languages = options.languages ?? DEFAULT_SAMPLE_LANGUAGES;
  const generated = generateSamples(operationSampleRequest(details, options.defaults), languages).map(
    (sample): RequestSample => ({
      lang: sample.lang,
      label: LABELS.get(sample.id) ?? sample.id,
      source: sample.code,
      generated: sample.id,
    }),
  );
  return [...details.codeSamples, ...generated];
}
