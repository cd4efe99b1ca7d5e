import { homedir } from 'node:os';
import { join } from 'node:path';
import type { CheckResult } from '@folio/builder';
import { countNoun, type Diagnostic } from '@folio/diagnostics';
import { createLinkProber, type LinkProber } from '@folio/playground-proxy';
import type { Terminal } from '../terminal.ts';
import { checkExternalLinks, type ExternalCheck } from './check-external-links.ts';
import { ExternalLinkCache } from './external-link-cache.ts';
import { externalLinkDiagnostics } from './external-link-report.ts';

/** The default file of `--external`'s answers: the user's cache folder, shared by every repository. */
export const DEFAULT_EXTERNAL_CACHE_FILE = join(homedir(), '.cache', 'folio', 'external-links.json');

/**
 * `folio check --external`: asks each link to another site that the check found (pages, snippets
 * and docs.json) whether it answers, through `probe` (the guarded prober by default), with answers
 * cached in `cacheFile` for `ttlMs`; returns the verdicts and a `LINK_EXTERNAL_BROKEN` for each
 * place a broken one is written, at docs.json `checks.links`' severity.
 */
export async function checkSiteExternalLinks(
  checked: CheckResult,
  options: { cacheFile: string; ttlMs: number; terminal: Terminal; probe?: LinkProber },
): Promise<{ check: ExternalCheck; diagnostics: Diagnostic[] }> {
  const urls = checked.links.external.map((link) => link.url);
  options.terminal.progress(`checking ${countNoun(new Set(urls).size, 'external link')}…`);
  const cache = await ExternalLinkCache.open(options.cacheFile, options.ttlMs);
  const check = await checkExternalLinks(urls, {
    probe: options.probe ?? createLinkProber({ userAgent: 'folio-cli' }),
    cache,
  });
  const severity = checked.analysis.config?.checks?.links ?? 'warning';
  return { check, diagnostics: externalLinkDiagnostics(checked.links.external, check.verdicts, severity) };
}
