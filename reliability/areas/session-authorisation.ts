// API authorisation fuzzing with dashboard sessions: every /v1 route of the API's own OpenAPI
// document, called with session cookies instead of API keys. Another tenant's owner finds none of
// A's ids (404) and learns none of A's values; a session without its CSRF token cannot write; a
// viewer of A cannot write (403 SCOPE_MISSING); a removed member, a forged cookie and any session on
// an operator route are refused. A's site, live deployment and domain survive it all.
import { randomBytes, randomUUID } from 'node:crypto';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { signInSession, type SignedInSession } from '../lib/sign-in-session.ts';
import { PLATFORM_DOMAIN, type Platform } from '../lib/start-platform.ts';
import { v1Routes } from '../lib/v1-routes.ts';

type Site = { id: string; slug: string; webhookSecret: string };
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Runs the session fuzzing against tenant A's resources, with tenant B as the other tenant. */
export async function sessionAuthorisation(
  platform: Platform,
  a: { tenant: { id: string; key: string }; site: Site; marker: string },
  b: { id: string; key: string },
): Promise<AreaResult> {
  const area = new AreaRecorder('API authorisation fuzzing (sessions)');
  // The API's default dashboard host (DASHBOARD_ORIGIN unset): https://app.<platform domain>.
  const host = `app.${PLATFORM_DOMAIN}`;
  const suffix = randomBytes(3).toString('hex');
  const otherOwner = await signInSession(platform, host, b.id, `owner-${suffix}@tenant-b.dev`, 'owner');
  const viewer = await signInSession(platform, host, a.tenant.id, `viewer-${suffix}@tenant-a.dev`, 'viewer');
  const removed = await signInSession(platform, host, a.tenant.id, `gone-${suffix}@tenant-a.dev`, 'admin');
  await platform.db.query(`DELETE FROM memberships m USING users u WHERE u.id = m.user_id AND u.email = $1`, [
    `gone-${suffix}@tenant-a.dev`,
  ]);
  const forged: SignedInSession = {
    cookie: `__Host-folio_session=${randomBytes(32).toString('base64url')}`,
    csrf: 'x',
  };

  const build = await platform.db.query<{ id: string }>(
    'SELECT id FROM builds WHERE site_id = $1 ORDER BY queued_at LIMIT 1',
    [a.site.id],
  );
  const site = await platform.db.query<{ active_deployment_id: string | null }>(
    'SELECT active_deployment_id FROM sites WHERE id = $1',
    [a.site.id],
  );
  const domain = await platform.db.query<{ id: string; hostname: string }>(
    'SELECT id, hostname FROM domains WHERE site_id = $1 LIMIT 1',
    [a.site.id],
  );
  const key = await platform.db.query<{ id: string }>(
    'SELECT id FROM api_keys WHERE tenant_id = $1 AND revoked_at IS NULL LIMIT 1',
    [a.tenant.id],
  );
  const ids: Record<string, string> = {
    siteId: a.site.id,
    buildId: build.rows[0]?.id ?? randomUUID(),
    deploymentId: site.rows[0]?.active_deployment_id ?? randomUUID(),
    domainId: domain.rows[0]?.id ?? randomUUID(),
    apiKeyId: key.rows[0]?.id ?? randomUUID(),
    tenantId: a.tenant.id,
  };
  const secrets = [a.marker, a.site.webhookSecret, a.tenant.key, ...Object.values(ids)];
  const routes = await v1Routes(platform, ids);
  const bodyFor = (method: string) =>
    method === 'GET' || method === 'DELETE'
      ? undefined
      : JSON.stringify({
          name: 'x',
          hostname: 'y.example.com',
          repoUrl: 'https://example.com/r.git',
          branch: 'main',
          email: 'x@y.dev',
          scopes: ['sites:read'],
        });
  const call = async (route: (typeof routes)[number], session: SignedInSession, withCsrf: boolean) => {
    const body = bodyFor(route.method);
    const headers: Record<string, string> = {
      host,
      cookie: session.cookie,
      ...(withCsrf ? { 'x-csrf-token': session.csrf } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    };
    const answer = await platform.api$(route.method, route.path, body === undefined ? { headers } : { headers, body });
    const text = answer.body.toString();
    const leaked = secrets.filter(
      (s) => s.length > 0 && !decodeURIComponent(route.path).includes(s) && text.includes(s),
    );
    return { status: answer.status, code: /"code":"(\w+)"/.exec(text)?.[1] ?? '', leaked };
  };

  for (const route of routes) {
    const operator = route.template.startsWith('/v1/tenants');
    const hasParams = route.template.includes('{');
    const safe = SAFE.has(route.method);
    const name = `${route.method} ${route.template}`;
    const leakNote = (leaked: string[]) => (leaked.length ? `, body names A's ${leaked.length} values` : '');

    const other = await call(route, otherOwner, true);
    const otherOk = operator
      ? other.status === 401
      : hasParams
        ? [404, 400].includes(other.status)
        : other.status < 500 && other.status !== 403;
    area.check(
      `${name} with another tenant's session`,
      otherOk && other.leaked.length === 0,
      `HTTP ${other.status}${leakNote(other.leaked)}`,
    );

    if (!safe && !operator) {
      const noCsrf = await call(route, otherOwner, false);
      area.check(
        `${name} with a session but no CSRF token`,
        noCsrf.status === 403 && noCsrf.code === 'CSRF_FAILED',
        `HTTP ${noCsrf.status} ${noCsrf.code}`,
      );
    }

    const seen = await call(route, viewer, true);
    const viewerOk = operator
      ? seen.status === 401
      : safe
        ? seen.status !== 401 && seen.status !== 403 && seen.status < 500
        : seen.status === 403 && seen.code === 'SCOPE_MISSING';
    area.check(`${name} with a viewer's session`, viewerOk, `HTTP ${seen.status} ${seen.code}`);

    const gone = await call(route, removed, true);
    area.check(
      `${name} with a removed member's session`,
      operator ? gone.status === 401 : gone.status === 403 && gone.code === 'NOT_A_MEMBER',
      `HTTP ${gone.status} ${gone.code}`,
    );

    const fake = await call(route, forged, true);
    area.check(
      `${name} with a forged session cookie`,
      fake.status === 401 && fake.leaked.length === 0,
      `HTTP ${fake.status}`,
    );
  }
  const survived = await platform.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sites s WHERE s.id = $1 AND s.active_deployment_id IS NOT DISTINCT FROM $2::uuid
        AND ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM domains d WHERE d.id = $3))`,
    [a.site.id, site.rows[0]?.active_deployment_id ?? null, domain.rows[0]?.id ?? null],
  );
  area.lose(1 - survived.rows[0]!.n, 'tenant A lost its site, live deployment or domain');
  area.result.figures = { routes: routes.length };
  return area.result;
}
