import type { ProbeAnswer, ProbeUrl } from './probe-url.ts';

/** One thing the proxy check found, said for the site owner, with how to fix it. */
export interface ProxyFinding {
  /** Stable name of the finding (`wrong-host`, `prefix-stripped`, …). */
  code: string;
  severity: 'ok' | 'error' | 'warning';
  message: string;
  /** What to change; absent on `ok`. */
  fix?: string;
}

/** What the check knows of the site besides the URL. */
export interface ProxyCheckSite {
  /** The site's base path setting, `null` at the root. */
  basePath: string | null;
  /** Host names that are the site's own: its Folio host and its verified custom domains. */
  hosts: readonly string[];
  /** The site's address on Folio (`https://<slug>.<sites domain>`), named in fixes. */
  folioUrl: string;
}

// The edge's own 404 for a Host it does not know (services/edge PLAIN_PAGES.notFound).
const UNKNOWN_HOST_PAGE = 'There is nothing at this address.';
// Every page Folio builds names its search index on <body>.
const FOLIO_PAGE = /<body[^>]*\sdata-search-index="/;
const BASE_PATH_ATTRIBUTE = /<body[^>]*\sdata-base-path="([^"]*)"/;
const ASSETS = /<(?:link[^>]*\srel="stylesheet"[^>]*\shref|script[^>]*\ssrc)="(\/[^"/][^"]*)"/g;

/**
 * Fetches the customer's URL of the site (`https://acme.com/docs/`) and the requests a reader's
 * browser makes there (assets, the playground's POST), and says what is wrong in plain words: an
 * unknown Host, a stripped or doubled prefix, assets or POSTs that are not forwarded, redirects that
 * leave the base path, a domain the playground will refuse. Each finding says how to fix it.
 */
export async function checkProxy(target: URL, site: ProxyCheckSite, probe: ProbeUrl): Promise<ProxyFinding[]> {
  const base = site.basePath ?? '';
  const root = `${target.origin}${base}`;
  const findings: ProxyFinding[] = [];
  if (base !== '' && !`${target.pathname}/`.startsWith(`${base}/`))
    findings.push({
      code: 'outside-base-path',
      severity: 'warning',
      message: `${target.pathname} is outside the site's base path ${base}; the check reads ${root}/ instead.`,
      fix: `Check the URL where the site lives, ${root}/.`,
    });
  const home = await probe('GET', `${root}/`);
  if (!home.ok && /redirected more than/.test(home.reason))
    return [
      ...findings,
      {
        code: 'prefix-stripped',
        severity: 'error',
        message: `${root}/ redirects in a loop: the proxy strips ${base || 'the path'}, so Folio is asked for / and sends the reader back to ${base}/.`,
        fix: 'Keep the prefix when forwarding (nginx: proxy_pass https://host; with no path; Caddy: handle, not handle_path).',
      },
    ];
  if (!home.ok)
    return [
      ...findings,
      {
        code: 'unreachable',
        severity: 'error',
        message: `${root}/ could not be fetched: ${home.reason}`,
        fix: 'Check that the URL is public and answers over HTTPS.',
      },
    ];
  findings.push(...readHome(home, root, base, site));
  if (!FOLIO_PAGE.test(home.body) || home.status >= 400) return findings;

  const assets = [...new Set([...home.body.matchAll(ASSETS)].map((match) => match[1]!))].slice(0, 6);
  const missing: string[] = [];
  for (const asset of assets) {
    const answer = await probe('GET', target.origin + asset);
    if (!answer.ok || answer.status >= 400) missing.push(`${asset} (${answer.ok ? answer.status : answer.reason})`);
  }
  findings.push(
    missing.length === 0
      ? { code: 'assets', severity: 'ok', message: `The page's ${assets.length} stylesheets and scripts load.` }
      : {
          code: 'assets-missing',
          severity: 'error',
          message: `Assets of the page do not load: ${missing.join(', ')}.`,
          fix: `Forward every path under ${base || '/'}${base === '' ? '' : '/'} to Folio, not only the pages (assets live under ${base}/_folio/).`,
        },
  );
  findings.push(readPlaygroundPost(await probe('POST', `${root}/_docs/api/request`, '{}'), base));
  if (!site.hosts.includes(target.hostname))
    findings.push({
      code: 'origin-not-site-host',
      severity: 'warning',
      message: `${target.hostname} is not a verified domain of this site, so the edge refuses the API playground's requests from these pages (403 EDGE_ORIGIN_NOT_ALLOWED).`,
      fix: `Add ${target.hostname} under Domains and verify it; no DNS change to the site is needed.`,
    });
  return findings;
}

function readHome(
  home: Extract<ProbeAnswer, { ok: true }>,
  root: string,
  base: string,
  site: ProxyCheckSite,
): ProxyFinding[] {
  const landed = new URL(home.url).pathname;
  if (home.status >= 300 && home.status < 400) {
    const location = home.headers.location ?? '(none)';
    return [
      {
        code: 'redirect-elsewhere',
        severity: 'error',
        message: `${root}/ redirects to ${location}, away from the site.`,
        fix: `Pass the site's answers through untouched, and send ${base}/ to ${site.folioUrl} rather than redirecting readers to it.`,
      },
    ];
  }
  if (home.status === 404 && home.body.includes(UNKNOWN_HOST_PAGE))
    return [
      {
        code: 'wrong-host',
        severity: 'error',
        message: `Folio answered "unknown site": the Host your proxy sends names no site${base === '' ? '' : `, or the proxy asks for a path outside ${base}`}.`,
        fix: `Send Host ${new URL(site.folioUrl).host} (or a verified domain of the site), and forward the path as it is, prefix included.`,
      },
    ];
  if (!FOLIO_PAGE.test(home.body))
    return [
      {
        code: 'not-folio',
        severity: 'error',
        message: `${root}/ answered ${home.status} with a page that is not from Folio: the proxy does not forward ${base || '/'} to the site.`,
        fix: `Forward ${base === '' ? 'the site' : `${base}/ and everything under it`} to ${site.folioUrl}.`,
      },
    ];
  const builtFor = BASE_PATH_ATTRIBUTE.exec(home.body)?.[1] ?? '';
  const findings: ProxyFinding[] = [];
  if (home.redirects > 0 && !`${landed}/`.startsWith(`${base}/`))
    findings.push({
      code: 'redirect-outside-base-path',
      severity: 'error',
      message: `${root}/ redirects to ${landed}, outside ${base}: the prefix was lost on the way.`,
      fix: 'Forward the path as it is (with nginx: no path after the host in proxy_pass).',
    });
  else if (home.status === 404 && landed.startsWith(`${base}${base}/`))
    findings.push({
      code: 'prefix-doubled',
      severity: 'error',
      message: `The site answered 404 for ${landed}: the proxy adds ${base} a second time.`,
      fix: `Forward the path as it is: the site already expects ${base} at the front.`,
    });
  else if (home.status >= 400)
    findings.push({
      code: 'page-status',
      severity: 'error',
      message: `The site answered ${home.status} for ${landed}.`,
      fix: `Forward the path as it is, prefix included, to ${site.folioUrl}.`,
    });
  else if (builtFor !== base)
    findings.push({
      code: 'base-path-mismatch',
      severity: 'warning',
      message: `The live deployment was built for ${builtFor || 'the root'}, the site's setting is ${base || 'the root'}: a build for the new setting may still be running.`,
      fix: 'Wait for the production build to go live, or build the production branch again.',
    });
  else
    findings.push({
      code: 'page',
      severity: 'ok',
      message: `${root}/ serves the site's home page through your proxy.`,
    });
  return findings;
}

function readPlaygroundPost(answer: ProbeAnswer, base: string): ProxyFinding {
  const reached = answer.ok && /^\{.*"code":"(?:EDGE|PROXY)_[A-Z_]+"/s.test(answer.body);
  if (reached)
    return { code: 'playground-post', severity: 'ok', message: `POST ${base}/_docs/api/request reaches Folio.` };
  return {
    code: 'playground-post-blocked',
    severity: 'error',
    message: `POST ${base}/_docs/api/request does not reach Folio (${answer.ok ? `answered ${answer.status}` : answer.reason}): the API playground, page feedback and MCP cannot work.`,
    fix: `Forward POST requests with their body under ${base}/, not only GET.`,
  };
}
