import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardBrowser } from './helpers/dashboard-browser.ts';
import { createSignInLink } from './helpers/sign-in-link.ts';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in.ts';
import { createSite, createTenant, startTestEnv, type TestEnv, type TestTenant } from './helpers/test-env.ts';

// Sign-in and reset counters live in the shared Redis for up to an hour: each run has its own addresses.
const RUN = randomBytes(3).toString('hex');
/** A client address of this run (documentation prefix 2001:db8::/32). */
const address = (n: number) => `2001:db8:${RUN.slice(0, 4)}:${RUN.slice(4)}::${n}`;
let env: TestEnv;
let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn({ credentials: { user: 'folio', password: 'mail-secret' } });
  env = await startTestEnv({
    DASHBOARD_ORIGIN: 'https://app.folio.test-platform.dev',
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '3',
    SMTP_URL: `smtp://folio:mail-secret@127.0.0.1:${smtp.port}`,
  });
});
afterAll(async () => {
  await env.close();
  await smtp.close();
});

const signInLink = (tenant: TestTenant, email: string, role = 'owner') => createSignInLink(env, tenant.id, email, role);

/** Signs a new browser in through an operator link. */
async function signedIn(tenant: TestTenant, email: string, role = 'owner'): Promise<DashboardBrowser> {
  const browser = new DashboardBrowser(env);
  const path = new URL(await signInLink(tenant, email, role)).pathname;
  expect((await browser.get(path)).status).toBe(200);
  const done = await browser.post(path);
  expect(done.status).toBe(303);
  await browser.get('/');
  return browser;
}

/** Invitation links anywhere in a page (the inviter's pages must hold none). */
function invitationLinksIn(body: string): string[] {
  return [...body.matchAll(/\/invitations\/([\w-]{43})/g)].map((m) => `/invitations/${m[1]}`);
}

/** The path of the `nth` invitation mailed to `email` (1: the first). */
async function mailedInvitation(email: string, nth = 1): Promise<string> {
  const mails = () => smtp.received.filter((m) => m.to.includes(email) && /\/invitations\/[\w-]{43}/.test(m.data));
  await expect.poll(() => mails().length).toBeGreaterThanOrEqual(nth);
  return invitationLinksIn(mails()[nth - 1]!.data)[0]!;
}

/** Whether `email` can sign in with `password` (from an address of its own). */
async function canSignIn(email: string, password: string, from: string): Promise<boolean> {
  const browser = new DashboardBrowser(env, undefined, from);
  await browser.get('/sign-in');
  return (await browser.post('/sign-in', { email, password })).status === 303;
}

const passwordOf = async (email: string) =>
  (await env.db.pool.query('SELECT password_hash FROM users WHERE email = $1', [email])).rows[0]?.password_hash as
    | string
    | null
    | undefined;

/**
 * What a hostile inviter does with every invitation link its own pages show: opens it in a fresh
 * browser and accepts, choosing a password. Returns the pages it accepted from.
 */
async function acceptEveryLinkShown(pages: string[], password: string): Promise<string[]> {
  const accepted: string[] = [];
  for (const path of new Set(pages.flatMap(invitationLinksIn))) {
    const browser = new DashboardBrowser(env);
    await browser.get(path);
    if ((await browser.post(path, { password })).status === 303) accepted.push(path);
  }
  return accepted;
}

describe('one-time sign-in links and the session cookie', () => {
  it('signs in once through the link, with an HttpOnly, Secure, SameSite __Host- cookie', async () => {
    const tenant = await createTenant(env, 'Linkco');
    const url = await signInLink(tenant, 'Owner@Linkco.dev');
    expect(url).toMatch(/^https:\/\/app\.folio\.test-platform\.dev\/sign-in\/link\/[\w-]{43}$/);
    const browser = new DashboardBrowser(env);
    const path = new URL(url).pathname;
    const confirm = await browser.get(path);
    expect(confirm.body).toContain('Continue as owner@linkco.dev');
    const done = await browser.post(path);
    expect(done.status).toBe(303);
    const setCookie = ([] as string[])
      .concat(done.headers['set-cookie'] as string[])
      .find((c) => c.startsWith('__Host-folio_session='));
    expect(setCookie).toMatch(
      /^__Host-folio_session=[\w-]{43}; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const home = await browser.get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('Connect your first docs repository');
    expect(home.body).toContain('owner@linkco.dev');
    // The link works once.
    const again = new DashboardBrowser(env);
    await again.get(path);
    expect((await again.post(path)).status).toBe(410);
  });

  it('serves the dashboard only on its own host', async () => {
    const onApiHost = await env.app.inject({
      method: 'GET',
      url: '/sign-in',
      headers: { host: 'api.folio.test-platform.dev' },
    });
    expect(onApiHost.statusCode).toBe(404);
    const page = await env.app.inject({
      method: 'GET',
      url: '/sign-in',
      headers: { host: 'app.folio.test-platform.dev' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('redirects to sign-in without a session, and refuses forms without the CSRF token', async () => {
    const anonymous = new DashboardBrowser(env);
    const redirect = await anonymous.get('/sites/new');
    expect(redirect.status).toBe(303);
    expect(redirect.location).toBe('/sign-in?next=%2Fsites%2Fnew');
    const tenant = await createTenant(env, 'Csrfco');
    const browser = await signedIn(tenant, 'owner@csrfco.dev');
    const forged = await browser.post('/sites/new', {
      _csrf: 'wrong',
      name: 'X',
      repoUrl: 'https://github.com/a/b.git',
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toContain('did not come from the dashboard');
    expect((await env.app.inject({ method: 'GET', url: '/v1/sites', headers: tenant.auth })).json().sites).toEqual([]);
  });
});

describe('where sign-in sends you (next)', () => {
  it('follows only paths on the dashboard: a tab or newline never reaches another host or a 500', async () => {
    const tenant = await createTenant(env, 'Nextco');
    const browser = await signedIn(tenant, 'owner@nextco.dev');
    // Browsers drop the tab: "/\t/evil.example" would be "//evil.example", another host.
    for (const next of [
      '/%09/evil.example',
      '/%0a',
      '/%0d%0aSet-Cookie:%20x=1',
      '//evil.example',
      '/%5Cevil.example',
      'https://evil.example/',
      '/%00',
    ]) {
      const answer = await browser.get(`/sign-in?next=${next}`);
      expect(answer.status, next).toBe(303);
      expect(answer.location, next).toBe('/');
    }
    expect((await browser.get('/sign-in?next=%2Fsites%2Fnew%3Ftab%3Dx')).location).toBe('/sites/new?tab=x');
    // Signed out, the form carries the checked value; the POST is checked again.
    const anonymous = new DashboardBrowser(env);
    expect((await anonymous.get('/sign-in?next=/%09/evil.example')).body).toContain('name="next" value="/"');
    await browser.post('/account', { password: 'a password for next' });
    const signingIn = await anonymous.post('/sign-in', {
      email: 'owner@nextco.dev',
      password: 'a password for next',
      next: '/\t/evil.example',
    });
    expect(signingIn.status).toBe(303);
    expect(signingIn.location).toBe('/');
    const again = new DashboardBrowser(env);
    await again.get('/sign-in');
    const newline = await again.post('/sign-in', {
      email: 'owner@nextco.dev',
      password: 'a password for next',
      next: '/\n',
    });
    expect(newline.status).toBe(303);
    expect(newline.location).toBe('/');
  });
});

describe('sessions on the API routes', () => {
  it('checks the same scopes as API keys, needs X-CSRF-Token for writes, and never crosses tenants', async () => {
    const a = await createTenant(env, 'Tenant A');
    const b = await createTenant(env, 'Tenant B');
    const siteB = await createSite(env, b, { name: 'B docs' });
    const owner = await signedIn(a, 'owner@a.dev');

    const created = await owner.api('POST', '/v1/sites', { name: 'A docs', repoUrl: 'https://github.com/a/docs.git' });
    expect(created.statusCode, created.body).toBe(201);
    const noCsrf = await owner.api(
      'POST',
      '/v1/sites',
      { name: 'A2', repoUrl: 'https://github.com/a/two.git' },
      { csrf: false },
    );
    expect(noCsrf.json()).toMatchObject({ statusCode: 403, code: 'CSRF_FAILED' });
    expect((await owner.api('GET', '/v1/sites')).json().sites.map((s: { name: string }) => s.name)).toEqual(['A docs']);
    expect((await owner.api('GET', `/v1/sites/${siteB.id}`)).json()).toMatchObject({
      statusCode: 404,
      code: 'SITE_NOT_FOUND',
    });
    expect((await owner.get(`/sites/${siteB.id}`)).status).toBe(404);

    const viewer = await signedIn(a, 'viewer@a.dev', 'viewer');
    expect((await viewer.api('GET', '/v1/sites')).statusCode).toBe(200);
    expect(
      (await viewer.api('POST', '/v1/sites', { name: 'V', repoUrl: 'https://github.com/a/v.git' })).json(),
    ).toEqual({
      statusCode: 403,
      code: 'SCOPE_MISSING',
      message: 'your role lacks the "sites:write" scope; ask an owner or admin of the tenant',
    });
    // The scope is checked before the body: a caller without it learns nothing of the schema.
    expect((await viewer.api('POST', '/v1/sites', { bogus: true })).json().code).toBe('SCOPE_MISSING');
    expect((await viewer.get('/sites/new')).status).toBe(403);
    // A viewer's key can hold no more than a viewer's scopes.
    expect((await viewer.api('POST', '/v1/api-keys', { name: 'x', scopes: ['sites:read'] })).json().code).toBe(
      'SCOPE_MISSING',
    );

    await owner.post('/sign-out');
    expect((await owner.api('GET', '/v1/sites')).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });
});

describe('passwords', () => {
  it('mails a one-time reset link, signs in with the new password, and rate-limits failures per account and address', async () => {
    const tenant = await createTenant(env, 'Pwco');
    await signInLink(tenant, `pw-${RUN}@pwco.dev`);
    const browser = new DashboardBrowser(env);
    await browser.get('/password-reset');
    const sent = await browser.post('/password-reset', { email: `PW-${RUN}@pwco.dev` });
    expect(sent.body).toContain('Check your email');
    // An unknown address gets the same answer, and no mail.
    expect((await browser.post('/password-reset', { email: 'nobody@pwco.dev' })).body).toContain('Check your email');
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(`pw-${RUN}@pwco.dev`)).length).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(`pw-${RUN}@pwco.dev`))!;
    expect(mail.from).toBe('no-reply@folio.test-platform.dev');
    expect(mail.data).toContain('Subject: Reset your Folio password');
    expect(smtp.received.some((m) => m.to.includes('nobody@pwco.dev'))).toBe(false);
    const token = /https:\/\/app\.folio\.test-platform\.dev\/password-reset\/([\w-]{43})/.exec(mail.data)![1]!;
    await browser.get(`/password-reset/${token}`);
    expect((await browser.post(`/password-reset/${token}`, { password: 'short' })).body).toContain(
      'use at least 10 characters',
    );
    const reset = await browser.post(`/password-reset/${token}`, { password: 'a long new password' });
    expect(reset.status).toBe(303);
    expect((await browser.get(`/password-reset/${token}`)).status).toBe(410);

    const other = new DashboardBrowser(env);
    await other.get('/sign-in');
    for (let i = 0; i < 3; i += 1) {
      const wrong = await other.post('/sign-in', { email: `pw-${RUN}@pwco.dev`, password: 'not the password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toContain('That email and password do not match an account.');
    }
    const blocked = await other.post('/sign-in', { email: `pw-${RUN}@pwco.dev`, password: 'a long new password' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Only that address is blocked: the owner, elsewhere, signs in.
    const elsewhere = new DashboardBrowser(env, undefined, address(7));
    await elsewhere.get('/sign-in');
    const good = await elsewhere.post('/sign-in', { email: `pw-${RUN}@pwco.dev`, password: 'a long new password' });
    expect(good.status).toBe(303);
    expect((await elsewhere.get('/')).body).toContain(`pw-${RUN}@pwco.dev`);
  });

  it('lets nobody lock an account out: reset requests are not failed sign-ins, and failures block only their own address', async () => {
    const tenant = await createTenant(env, 'Lockco');
    const owner = await signedIn(tenant, `locked-${RUN}@lockco.dev`);
    await owner.post('/account', { password: 'the right password' });
    const mails = () => smtp.received.filter((m) => m.to.includes(`locked-${RUN}@lockco.dev`));
    const browserAt = async (address: string) => {
      const browser = new DashboardBrowser(env, undefined, address);
      await browser.get('/sign-in');
      return browser;
    };
    // Anyone asks for many resets of the address: the answer never changes, mails stop, sign-in does not.
    const prankster = await browserAt(address(9));
    for (let i = 0; i < 12; i += 1)
      expect((await prankster.post('/password-reset', { email: `locked-${RUN}@lockco.dev` })).body).toContain(
        'Check your email',
      );
    expect(
      (
        await (
          await browserAt(address(20))
        ).post('/sign-in', { email: `locked-${RUN}@lockco.dev`, password: 'the right password' })
      ).status,
    ).toBe(303);
    expect(
      (
        await (
          await browserAt(address(9))
        ).post('/sign-in', { email: `locked-${RUN}@lockco.dev`, password: 'the right password' })
      ).status,
    ).toBe(303);
    await expect.poll(() => mails().length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mails()).toHaveLength(3);

    // Wrong passwords from one address block that address for this account, never the owner elsewhere.
    const guesser = await browserAt(address(10));
    for (let i = 0; i < 3; i += 1)
      expect(
        (await guesser.post('/sign-in', { email: `locked-${RUN}@lockco.dev`, password: 'a wrong guess' })).status,
      ).toBe(401);
    expect(
      (await guesser.post('/sign-in', { email: `locked-${RUN}@lockco.dev`, password: 'the right password' })).status,
    ).toBe(429);
    expect(
      (
        await (
          await browserAt(address(21))
        ).post('/sign-in', { email: `locked-${RUN}@lockco.dev`, password: 'the right password' })
      ).status,
    ).toBe(303);

    // The mails that went out still work: the mailbox always holds a live link while new ones are refused.
    const token = /\/password-reset\/([\w-]{43})/.exec(mails().at(-1)!.data)![1]!;
    const reset = await browserAt(address(22));
    await reset.get(`/password-reset/${token}`);
    expect((await reset.post(`/password-reset/${token}`, { password: 'a newer password' })).status).toBe(303);
  });

  it('lets someone who came in by a link set a password, then asks for it to change it', async () => {
    const tenant = await createTenant(env, 'Setco');
    const browser = await signedIn(tenant, 'link@setco.dev');
    expect((await browser.get('/account')).body).toContain('Set a password');
    expect((await browser.post('/account', { password: 'first password!' })).body).toContain('Password saved');
    expect((await browser.post('/account', { current: 'wrong one here', password: 'second password!' })).status).toBe(
      401,
    );
    expect(
      (await browser.post('/account', { current: 'first password!', password: 'second password!' })).body,
    ).toContain('Password saved');
    await browser.post('/sign-out');
    await browser.get('/sign-in');
    expect((await browser.post('/sign-in', { email: 'link@setco.dev', password: 'second password!' })).status).toBe(
      303,
    );
  });

  it('refuses a sign-in form posted without its double-submit cookie (login CSRF)', async () => {
    const browser = new DashboardBrowser(env);
    await browser.get('/sign-in');
    browser.cookies.delete('__Host-folio_csrf');
    expect((await browser.post('/sign-in', { email: 'x@y.dev', password: 'whatever12' })).status).toBe(403);
  });
});

describe('members and invitations', () => {
  it('invites by link; the invitee chooses a password and acts with the invited role', async () => {
    const tenant = await createTenant(env, 'Invco');
    const owner = await signedIn(tenant, 'owner@invco.dev');
    const invited = await owner.post('/settings/members/invitations', { email: 'new@invco.dev', role: 'viewer' });
    // The link goes to the mailbox only: whoever holds it proved they read that address's mail.
    expect(invited.body).toContain('Invitation for new@invco.dev created and mailed to new@invco.dev.');
    expect(invitationLinksIn(invited.body)).toEqual([]);
    const path = await mailedInvitation('new@invco.dev');
    const guest = new DashboardBrowser(env);
    const page = await guest.get(path);
    expect(page.body).toContain('Join Invco');
    expect(page.body).toContain('Choose a password');
    expect((await guest.post(path, { password: 'short' })).status).toBe(400);
    expect((await guest.post(path, { password: 'a good password' })).status).toBe(303);
    const home = await guest.get('/');
    expect(home.body).toContain('new@invco.dev');
    expect(home.body).not.toContain('Connect a repository</a>');
    expect((await guest.get(path)).status).toBe(410);
    const members = await owner.get('/settings/members');
    expect(members.body).toContain('new@invco.dev');
    // The last owner stays.
    const me = (await env.db.pool.query("SELECT id FROM users WHERE email = 'owner@invco.dev'")).rows[0].id;
    expect((await owner.post(`/settings/members/${me}/remove`)).status).toBe(409);
  });

  it('resends an invitation with a new link and revokes one; only owners and admins, only with the CSRF token', async () => {
    const tenant = await createTenant(env, 'Revokeco');
    const owner = await signedIn(tenant, 'owner@revokeco.dev');
    const created = await owner.post('/settings/members/invitations', { email: 'late@revokeco.dev', role: 'viewer' });
    expect(invitationLinksIn(created.body)).toEqual([]);
    const first = await mailedInvitation('late@revokeco.dev');
    const invitationId = async (email: string) =>
      (await env.db.pool.query('SELECT id FROM invitations WHERE tenant_id = $1 AND email = $2', [tenant.id, email]))
        .rows[0]?.id as string | undefined;
    const id = (await invitationId('late@revokeco.dev'))!;
    const members = await owner.get('/settings/members');
    expect(members.body).toContain(`action="/settings/members/invitations/${id}/resend"`);
    expect(members.body).toContain(`action="/settings/members/invitations/${id}/revoke"`);

    // Resend: a new link, mailed; the first one stops working.
    const resent = await owner.post(`/settings/members/invitations/${id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toContain(
      'Invitation for late@revokeco.dev sent again with a new link (the old one no longer works)',
    );
    expect(invitationLinksIn(resent.body)).toEqual([]);
    const second = await mailedInvitation('late@revokeco.dev', 2);
    expect(second).not.toBe(first);
    const guest = new DashboardBrowser(env);
    expect((await guest.get(first)).status).toBe(410);
    expect((await guest.get(second)).body).toContain('Join Revokeco');

    // Without the CSRF token nothing happens.
    expect((await owner.post(`/settings/members/invitations/${id}/revoke`, { _csrf: 'forged' })).status).toBe(403);
    expect((await guest.get(second)).status).toBe(200);

    // A viewer may not; an admin may not touch an owner's invitation; another tenant sees nothing.
    const viewer = await signedIn(tenant, 'viewer@revokeco.dev', 'viewer');
    expect((await viewer.get('/settings/members')).body).not.toContain('/revoke"');
    expect((await viewer.post(`/settings/members/invitations/${id}/revoke`)).status).toBe(403);
    await owner.post('/settings/members/invitations', { email: 'boss@revokeco.dev', role: 'owner' });
    const ownerInvitation = (await invitationId('boss@revokeco.dev'))!;
    const admin = await signedIn(tenant, 'admin@revokeco.dev', 'admin');
    expect((await admin.get('/settings/members')).body).not.toContain(
      `/settings/members/invitations/${ownerInvitation}/revoke`,
    );
    expect((await admin.post(`/settings/members/invitations/${ownerInvitation}/revoke`)).status).toBe(403);
    expect((await admin.post(`/settings/members/invitations/${ownerInvitation}/resend`)).status).toBe(403);
    const stranger = await signedIn(await createTenant(env, 'Strangerco'), 'owner@strangerco.dev');
    expect((await stranger.post(`/settings/members/invitations/${id}/revoke`)).status).toBe(404);
    expect(await invitationId('boss@revokeco.dev')).toBe(ownerInvitation);

    // Revoke (here by an admin): the link is dead and the invitation leaves the list.
    const revoked = await admin.post(`/settings/members/invitations/${id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toContain('Invitation for late@revokeco.dev revoked: its link no longer works.');
    expect(revoked.body).not.toContain('late@revokeco.dev <span class="tag">invited</span>');
    expect((await guest.get(second)).status).toBe(410);
    expect(await invitationId('late@revokeco.dev')).toBeUndefined();
    expect((await owner.post(`/settings/members/invitations/${id}/resend`)).status).toBe(404);
  });

  it('changes roles, keeping at least one owner', async () => {
    const tenant = await createTenant(env, 'Roleco');
    const owner = await signedIn(tenant, 'owner@roleco.dev');
    const viewer = await signedIn(tenant, 'viewer@roleco.dev', 'viewer');
    const ids = await env.db.pool.query("SELECT id, email FROM users WHERE email LIKE '%@roleco.dev'");
    const id = (email: string) => ids.rows.find((r: { email: string }) => r.email === email).id;
    expect(
      (await viewer.api('POST', '/v1/sites', { name: 'V', repoUrl: 'https://github.com/r/v.git' })).statusCode,
    ).toBe(403);
    expect((await owner.post(`/settings/members/${id('viewer@roleco.dev')}/role`, { role: 'admin' })).body).toContain(
      'Role changed to admin',
    );
    expect(
      (await viewer.api('POST', '/v1/sites', { name: 'V', repoUrl: 'https://github.com/r/v.git' })).statusCode,
    ).toBe(201);
    // An admin cannot touch owners.
    expect((await viewer.post(`/settings/members/${id('owner@roleco.dev')}/role`, { role: 'viewer' })).status).toBe(
      409,
    );
    expect((await owner.post(`/settings/members/${id('owner@roleco.dev')}/role`, { role: 'viewer' })).status).toBe(409);
  });
});

describe('invitations never hand an account to the inviter', () => {
  it("cross-tenant: inviting another tenant's passwordless owner gives the inviter neither a link nor the account", async () => {
    const victimEmail = `owner-${RUN}@victimco.dev`;
    const victimTenant = await createTenant(env, 'Victimco');
    const victim = await signedIn(victimTenant, victimEmail);
    const attacker = await signedIn(await createTenant(env, 'Attackco'), `owner-${RUN}@attackco.dev`);
    const invited = await attacker.post('/settings/members/invitations', { email: victimEmail, role: 'viewer' });
    const id = (await env.db.pool.query('SELECT id FROM invitations WHERE email = $1', [victimEmail])).rows[0].id;
    const resent = await attacker.post(`/settings/members/invitations/${id}/resend`);
    const listed = await attacker.get('/settings/members');
    const accepted = await acceptEveryLinkShown([invited.body, resent.body, listed.body], 'the attacker chose this');
    expect(accepted).toEqual([]);
    expect(await passwordOf(victimEmail)).toBeNull();
    expect(await canSignIn(victimEmail, 'the attacker chose this', address(30))).toBe(false);
    expect(invitationLinksIn(invited.body + resent.body + listed.body)).toEqual([]);

    // The victim, from the mailed link, joins without any password being set, and keeps their tenant.
    const path = await mailedInvitation(victimEmail, 2);
    const page = await victim.get(path);
    expect(page.body).toContain(`Accept and continue as ${victimEmail}`);
    expect(page.body).not.toContain('name="password"');
    expect((await victim.post(path, { password: 'stuffed into the form' })).status).toBe(303);
    expect(await passwordOf(victimEmail)).toBeNull();
    const tenants = await victim.get('/tenants');
    expect(tenants.body).toContain('Victimco');
    expect(tenants.body).toContain('Attackco');
  });

  it("admin to owner: an admin inviting the tenant's own founder cannot become them", async () => {
    const founderEmail = `founder-${RUN}@adminco.dev`;
    const tenant = await createTenant(env, 'Adminco');
    await signedIn(tenant, founderEmail);
    const admin = await signedIn(tenant, `admin-${RUN}@adminco.dev`, 'admin');
    const invited = await admin.post('/settings/members/invitations', { email: founderEmail, role: 'admin' });
    const listed = await admin.get('/settings/members');
    const accepted = await acceptEveryLinkShown([invited.body, listed.body], 'now I am the owner');
    expect(accepted).toEqual([]);
    expect(await passwordOf(founderEmail)).toBeNull();
    expect(await canSignIn(founderEmail, 'now I am the owner', address(31))).toBe(false);
    const roles = await env.db.pool.query(
      'SELECT u.email, m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.tenant_id = $1 ORDER BY u.email',
      [tenant.id],
    );
    expect(roles.rows).toEqual([
      { email: `admin-${RUN}@adminco.dev`, role: 'admin' },
      { email: founderEmail, role: 'owner' },
    ]);
    expect(invitationLinksIn(invited.body + listed.body)).toEqual([]);
  });

  it('pre-claim: nobody can create the account of an address they do not read, for an operator to make owner later', async () => {
    const ceoEmail = `ceo-${RUN}@newco.dev`;
    const attacker = await signedIn(await createTenant(env, 'Claimco'), `owner-${RUN}@claimco.dev`);
    const invited = await attacker.post('/settings/members/invitations', { email: ceoEmail, role: 'viewer' });
    const accepted = await acceptEveryLinkShown(
      [invited.body, (await attacker.get('/settings/members')).body],
      'claimed before you came',
    );
    expect(accepted).toEqual([]);
    expect(await passwordOf(ceoEmail)).toBeUndefined();
    // Later the operator onboards that address as the owner of a new tenant.
    const newco = await createTenant(env, 'Newco');
    const ceo = await signedIn(newco, ceoEmail);
    expect(await passwordOf(ceoEmail)).toBeNull();
    expect(await canSignIn(ceoEmail, 'claimed before you came', address(32))).toBe(false);
    expect((await ceo.get('/')).body).toContain('Newco');
    expect(invitationLinksIn(invited.body)).toEqual([]);
  });

  it('ends the other sessions when a password is set for the first time', async () => {
    const email = `first-${RUN}@firstco.dev`;
    const tenant = await createTenant(env, 'Firstco');
    const one = await signedIn(tenant, email);
    const other = await signedIn(tenant, email);
    expect((await one.post('/account', { password: 'my first password' })).body).toContain(
      'Other browsers were signed out',
    );
    expect((await other.get('/')).status).toBe(303);
    expect((await one.get('/')).status).toBe(200);
  });
});

describe('tenants', () => {
  it('switches the session between the tenants the user belongs to, and no other', async () => {
    const first = await createTenant(env, 'First Co');
    const second = await createTenant(env, 'Second Co');
    const stranger = await createTenant(env, 'Stranger Co');
    const browser = await signedIn(first, 'both@co.dev');
    await signInLink(second, 'both@co.dev', 'viewer');
    const list = await browser.get('/tenants');
    expect(list.body).toContain('First Co');
    expect(list.body).toContain('Second Co');
    expect(list.body).not.toContain('Stranger Co');
    expect((await browser.post(`/tenants/${second.id}/switch`)).status).toBe(303);
    const home = await browser.get('/');
    expect(home.body).toContain('Second Co');
    expect(home.body).toContain('>viewer<');
    expect((await browser.post(`/tenants/${stranger.id}/switch`)).status).toBe(404);
    expect((await browser.get('/')).body).toContain('Second Co');
  });
});
