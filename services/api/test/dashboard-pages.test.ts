import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from './helpers/sign-in-link.ts';
import {
  createSite,
  createTenant,
  insertFinishedBuild,
  startTestEnv,
  type TestEnv,
  type TestTenant,
} from './helpers/test-env.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv({ DASHBOARD_ORIGIN: 'https://app.folio.test-platform.dev' });
});
afterAll(async () => env.close());

const signedIn = (tenant: TestTenant, email: string, role = 'owner') =>
  signedInBrowser(env, tenant.id, email, { role, home: true });

describe('dashboard pages', () => {
  it('shows tenant-written diagnostics as text, grouped by file with line:column, the fix and a link to the page', async () => {
    const tenant = await createTenant(env, 'Escapeco');
    const site = await createSite(env, tenant, { name: 'Docs <b>bold</b>', slug: 'escapeco' });
    const { buildId } = await insertFinishedBuild(env, site.id, { status: 'failed' });
    await env.db.pool.query('UPDATE builds SET diagnostics = $2::jsonb, log = $3 WHERE id = $1', [
      buildId,
      JSON.stringify([
        {
          code: 'CONTENT_MDX_UNPARSEABLE',
          severity: 'error',
          message: 'bad <img src=x onerror=alert(1)> tag',
          file: 'guides/setup.mdx',
          line: 12,
          column: 5,
          hint: 'close the <img> tag',
        },
        {
          code: 'CONTENT_MDX_REPAIRED',
          severity: 'warning',
          message: 'repaired',
          file: 'guides/setup.mdx',
          line: 3,
          column: 1,
        },
        {
          code: 'NAV_PAGE_NOT_FOUND',
          severity: 'error',
          message: 'page "x" does not exist',
          file: 'docs.json',
          path: 'navigation.pages[1]',
          line: 4,
          column: 9,
        },
      ]),
      '<script>alert("log")</script>',
    ]);
    const owner = await signedIn(tenant, 'owner@escapeco.dev');
    const page = await owner.get(`/sites/${site.id}/builds/${buildId}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/<img src=x|<script>alert|<b>bold<\/b>/);
    expect(page.body).toContain('bad &lt;img src=x onerror=alert(1)&gt; tag');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;log&quot;)&lt;/script&gt;');
    const setup = page.body.slice(page.body.indexOf('<h3 class="mono">guides/setup.mdx</h3>'));
    expect(setup).toContain('1 error');
    expect(setup).toContain('1 warning');
    expect(setup).toContain('href="https://escapeco.folio.test-sites.dev/guides/setup"');
    // Ordered by line inside the file: 3:1 before 12:5.
    expect(setup.indexOf('>3:1<')).toBeLessThan(setup.indexOf('>12:5<'));
    expect(setup).toContain('close the &lt;img&gt; tag');
  });

  it('lists broken links grouped by page, with what is missing and the suggested target', async () => {
    const tenant = await createTenant(env, 'Linkco');
    const site = await createSite(env, tenant, { slug: 'linkco' });
    const { buildId } = await insertFinishedBuild(env, site.id);
    const link = (file: string, line: number, code: string, message: string, suggestion?: string) => ({
      code,
      severity: 'warning',
      message,
      file,
      line,
      column: 3,
      hint: 'fix it',
      ...(suggestion === undefined ? {} : { suggestion }),
    });
    await env.db.pool.query('UPDATE builds SET diagnostics = $2::jsonb WHERE id = $1', [
      buildId,
      JSON.stringify([
        link(
          'guides/a.mdx',
          9,
          'LINK_ANCHOR_NOT_FOUND',
          'link "#instal" goes to this page, which has no …',
          '#install',
        ),
        link(
          'guides/a.mdx',
          4,
          'LINK_PAGE_NOT_FOUND',
          'link "/gudes/b" goes to /gudes/b, which is no page',
          '/guides/<b>',
        ),
        link('index.mdx', 2, 'LINK_FILE_NOT_FOUND', 'image "/x.png" goes to /x.png, which is no file'),
        { code: 'CONTENT_MDX_REPAIRED', severity: 'warning', message: 'repaired', file: 'index.mdx', line: 1 },
      ]),
    ]);
    const owner = await signedIn(tenant, 'owner@linkco.dev');
    const page = await owner.get(`/sites/${site.id}/builds/${buildId}`);
    expect(page.status).toBe(200);
    const card = page.body.slice(
      page.body.indexOf('<h2>Broken links (3)</h2>'),
      page.body.indexOf('<h2>Diagnostics</h2>'),
    );
    expect(card).not.toBe('');
    // The page with the most broken links first; inside it, by line.
    expect(card.indexOf('>guides/a.mdx<')).toBeLessThan(card.indexOf('>index.mdx<'));
    expect(card.indexOf('>4:3<')).toBeLessThan(card.indexOf('>9:3<'));
    expect(card).toContain('<span class="sev">page</span>');
    expect(card).toContain('<span class="sev">anchor</span>');
    expect(card).toContain('<span class="sev">file</span>');
    expect(card).toContain('<strong>Suggested:</strong> <code>#install</code>');
    expect(card).toContain('<code>/guides/&lt;b&gt;</code>');
    expect(card).not.toContain('repaired');
  });

  it("streams a running build's status as server-sent events and ends when it finishes", async () => {
    const tenant = await createTenant(env, 'Streamco');
    const site = await createSite(env, tenant);
    const { buildId } = await insertFinishedBuild(env, site.id);
    await env.db.pool.query(`UPDATE builds SET status = 'running', finished_at = NULL WHERE id = $1`, [buildId]);
    const owner = await signedIn(tenant, 'owner@streamco.dev');
    const finish = setTimeout(
      () =>
        void env.db.pool.query(`UPDATE builds SET status = 'succeeded', finished_at = now() WHERE id = $1`, [buildId]),
      1_500,
    );
    const stream = await owner.get(`/sites/${site.id}/builds/${buildId}/events`);
    clearTimeout(finish);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = [...stream.body.matchAll(/event: status\ndata: (.*)\n\n/g)].map((m) => JSON.parse(m[1]!).status);
    expect(events).toEqual(['running', 'succeeded']);
  });

  it("streams every listed build of the site in one event stream, ignoring other sites' builds, until all are finished", async () => {
    const tenant = await createTenant(env, 'Listco');
    const site = await createSite(env, tenant);
    const other = await createSite(env, await createTenant(env, 'Otherco'));
    const a = (await insertFinishedBuild(env, site.id, { minutesAgo: 2 })).buildId;
    const b = (await insertFinishedBuild(env, site.id, { kind: 'preview', branch: 'feature/b', minutesAgo: 1 }))
      .buildId;
    const foreign = (await insertFinishedBuild(env, other.id)).buildId;
    await env.db.pool.query(`UPDATE builds SET status = 'running', finished_at = NULL WHERE id = ANY($1::uuid[])`, [
      [a, b, foreign],
    ]);
    const owner = await signedIn(tenant, 'owner@listco.dev');
    const list = await owner.get(`/sites/${site.id}/builds`);
    // The first page also asks for builds queued after its newest (b).
    expect(list.body).toMatch(
      new RegExp(`data-builds-events="/sites/${site.id}/builds/events\\?ids=(${a},${b}|${b},${a})&amp;after=${b}"`),
    );
    const finishA = setTimeout(
      () => void env.db.pool.query(`UPDATE builds SET status = 'succeeded', finished_at = now() WHERE id = $1`, [a]),
      1_200,
    );
    const finishB = setTimeout(
      () => void env.db.pool.query(`UPDATE builds SET status = 'failed', finished_at = now() WHERE id = $1`, [b]),
      2_400,
    );
    const stream = await owner.get(`/sites/${site.id}/builds/events?ids=${a},${foreign},not-an-id,${b}`);
    clearTimeout(finishA);
    clearTimeout(finishB);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = [...stream.body.matchAll(/event: build\ndata: (.*)\n\n/g)].map(
      (m) => JSON.parse(m[1]!) as { id: string; status: string; duration: string },
    );
    expect(events.map((e) => [e.id, e.status])).toEqual([
      [a, 'running'],
      [b, 'running'],
      [a, 'succeeded'],
      [b, 'failed'],
    ]);
    expect(events[2]!.duration).toMatch(/^2m \d\ds$/);
    await env.db.pool.query(`UPDATE builds SET status = 'succeeded', finished_at = now() WHERE id = $1`, [foreign]);
    // The other tenant's site itself stays out of reach.
    expect((await owner.get(`/sites/${other.id}/builds/events?ids=${foreign}`)).status).toBe(404);
  });

  it("never shows or changes another tenant's site, and refuses a viewer's changes", async () => {
    const a = await createTenant(env, 'Crossa');
    const b = await createTenant(env, 'Crossb');
    const siteB = await createSite(env, b);
    const old = await insertFinishedBuild(env, siteB.id, { minutesAgo: 10 });
    const current = await insertFinishedBuild(env, siteB.id);
    await env.db.pool.query('UPDATE sites SET active_deployment_id = $2 WHERE id = $1', [
      siteB.id,
      current.deploymentId,
    ]);
    const ownerA = await signedIn(a, 'owner@crossa.dev');
    for (const path of [
      `/sites/${siteB.id}`,
      `/sites/${siteB.id}/builds/${old.buildId}`,
      `/sites/${siteB.id}/builds/${old.buildId}/events`,
      `/sites/${siteB.id}/connect`,
      `/sites/${siteB.id}/deployments/${old.deploymentId}/activate`,
    ]) {
      expect((await ownerA.get(path)).status, path).toBe(404);
    }
    expect((await ownerA.post(`/sites/${siteB.id}/deployments/${old.deploymentId}/activate`)).status).toBe(404);
    expect((await ownerA.post(`/sites/${siteB.id}/delete`, { confirm: siteB.slug })).status).toBe(404);
    const still = await env.db.pool.query('SELECT active_deployment_id FROM sites WHERE id = $1', [siteB.id]);
    expect(still.rows[0].active_deployment_id).toBe(current.deploymentId);

    const viewerB = await signedIn(b, 'viewer@crossb.dev', 'viewer');
    expect((await viewerB.get(`/sites/${siteB.id}`)).status).toBe(200);
    expect((await viewerB.post(`/sites/${siteB.id}/builds`)).status).toBe(403);
    expect((await viewerB.post(`/sites/${siteB.id}/deployments/${old.deploymentId}/activate`)).status).toBe(403);
    expect((await viewerB.get('/settings/api-keys')).body).not.toContain('Create a key');
  });
});
