import type { DocsConfig, IntegrationName } from '@folio/docs-config';
import type { CspSources } from '@folio/deployment';
import { html, type SafeHtml } from '@folio/html';
import { CSP_SOURCES_URL, mergeCspSources } from './csp-sources.ts';
import { hashContent } from '../lib/hash-content.ts';
import { INTEGRATION_CSP } from './integration-providers.ts';
import { readSiteAsset } from '../frame/read-site-asset.ts';
import { renderJsonScript } from '../lib/render-json-script.ts';
import type { SiteFile } from '../types.ts';

/** What a site's `integrations` add: the loader file, the head markup and the CSP sources. */
export interface SiteIntegrations {
  /** The loader script and the site's CSP sources file; none when nothing is loaded. */
  files: SiteFile[];
  /** For `<head>`: the settings as JSON data and the loader script; empty when nothing is loaded. */
  head: SafeHtml;
  sources: CspSources;
}

const NONE: SiteIntegrations = { files: [], head: html``, sources: {} };
// Settings that change how the others load but load nothing by themselves.
const MODIFIERS = new Set<IntegrationName>(['cookies', 'telemetry']);
const memo = new WeakMap<DocsConfig, SiteIntegrations>();

/**
 * The integrations of a site (docs.json `integrations`, already validated: every id is in its
 * provider's format). The settings go into the page as a JSON data block (`<` escaped, so no text
 * can close the element; JSON is never executed) read by the loader asset
 * (`assets/integrations.js`, served hashed under `/_folio/`), which loads each provider's official
 * script. The providers' origins become the site's CSP additions. Nothing at all when no provider
 * is set.
 */
export function siteIntegrations(config: DocsConfig): SiteIntegrations {
  let result = memo.get(config);
  if (result !== undefined) return result;
  const integrations = config.integrations ?? {};
  const names = (Object.keys(integrations) as IntegrationName[]).filter((name) => !MODIFIERS.has(name));
  if (names.length === 0) result = NONE;
  else {
    const script = readSiteAsset('integrations.js');
    const url = `/_folio/integrations.${hashContent(script).slice(0, 12)}.js`;
    const sources = mergeCspSources(names.map((name) => INTEGRATION_CSP[name](integrations[name]!)));
    result = {
      files: [
        { path: url.slice(1), urlPath: url, contentType: 'text/javascript; charset=utf-8', body: script },
        {
          path: CSP_SOURCES_URL.slice(1),
          urlPath: CSP_SOURCES_URL,
          contentType: 'application/json',
          body: JSON.stringify(sources),
        },
      ],
      head: html`${renderJsonScript('application/json', integrations, 'folio-integrations')}<script src="${url}" async></script>`,
      sources,
    };
  }
  memo.set(config, result);
  return result;
}
