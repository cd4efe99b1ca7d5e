import { html, type SafeHtml } from '@folio/html';
import type { RequestSample } from './build-request-samples.ts';

/**
 * The request samples of an operation: a language picker (a select: a dozen languages do not fit
 * in a row of tabs) and one panel per sample, each labelled, all shown without script. Generated
 * panels carry `data-generated` (their language id), which the playground script redraws from
 * what the reader typed with the bundle at `runtime` (secrets masked unless the reader shows them).
 */
export function renderRequestSamples(
  samples: readonly RequestSample[],
  runtime: string | undefined,
  defaults: 'all' | 'required' = 'all',
): SafeHtml {
  if (samples.length === 0) return html``;
  const options = samples.map((sample, index) => html`<option value="${String(index)}">${sample.label}</option>`);
  const panels = samples.map(
    (sample, index) =>
      html`<div class="sample" data-sample="${String(index)}" data-label="${sample.label}"${sample.generated === undefined ? '' : html` data-generated="${sample.generated}"`}${index === 0 ? html` data-selected` : ''}><pre tabindex="0"><code class="language-${sample.lang}">${sample.source}</code></pre></div>`,
  );
  return html`<div class="request-samples" role="group" aria-label="Request samples" data-request-samples data-defaults="${defaults}"${runtime === undefined ? '' : html` data-runtime="${runtime}"`}><div class="samples-bar"><label class="samples-language"><span class="visually-hidden">Language</span><select data-sample-select aria-label="Request sample language">${options}</select></label><button type="button" class="samples-copy" data-sample-copy>Copy</button></div>${panels}</div>`;
}
