// One-time links (sign-in, password reset, invitation) carry their token in the URL's path. The
// api's log, access lines included, must never hold one that still works: with SMTP set up, no line
// names a token; in local mode (no SMTP) only the line that hands the link to the operator does.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@folio/platform';
import { DashboardBrowser } from './helpers/dashboard-browser.ts';
import { createSignInLink } from './helpers/sign-in-link.ts';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in.ts';
import { createTenant, startTestEnv, type TestEnv } from './helpers/test-env.ts';

// Reset mails are limited per address for an hour in the shared Redis: each run has its own addresses.
const RUN = randomBytes(3).toString('hex');

/** An env whose api logs (at info, as in production) into `lines`. */
async function loggedEnv(overrides: Record<string, string>): Promise<{ env: TestEnv; lines: string[] }> {
  const lines: string[] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write: (chunk, _encoding, done) => {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
  );
  const env = await startTestEnv({ DASHBOARD_ORIGIN: 'https://app.folio.test-platform.dev', ...overrides }, { logger });
  return { env, lines };
}

const operatorLink = async (env: TestEnv, tenantId: string, email: string) =>
  new URL(await createSignInLink(env, tenantId, email)).pathname;

const tokenIn = (text: string, route: string) => new RegExp(`${route}/([\\w-]{43})`).exec(text)?.[1];

describe('one-time tokens in the log, with SMTP set up', () => {
  let env: TestEnv;
  let lines: string[];
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    ({ env, lines } = await loggedEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }));
  });
  afterAll(async () => {
    await env.close();
    await smtp.close();
  });

  const mailed = async (to: string, route: string) => {
    await expect.poll(() => smtp.received.some((m) => m.to.includes(to) && tokenIn(m.data, route))).toBe(true);
    return tokenIn(smtp.received.filter((m) => m.to.includes(to)).at(-1)!.data, route)!;
  };
  const linesNaming = (token: string) => lines.filter((line) => line.includes(token));

  it('logs no sign-in link, reset link or invitation token, access lines included', async () => {
    const tenant = await createTenant(env, 'Logco');
    // The operator's sign-in link, opened and used.
    const signIn = await operatorLink(env, tenant.id, `owner-${RUN}@logco.dev`);
    const owner = new DashboardBrowser(env);
    await owner.get(signIn);
    expect((await owner.post(signIn)).status).toBe(303);
    await owner.get('/');
    expect(lines.some((line) => line.includes('"url":"/sign-in/link/[redacted]"'))).toBe(true);
    expect(linesNaming(signIn.split('/').at(-1)!)).toEqual([]);

    // An invitation, made, opened and accepted.
    await owner.get('/settings/members');
    await owner.post('/settings/members/invitations', { email: 'new@logco.dev', role: 'viewer' });
    const invitation = await mailed('new@logco.dev', '/invitations');
    const guest = new DashboardBrowser(env);
    await guest.get(`/invitations/${invitation}`);
    expect((await guest.post(`/invitations/${invitation}`, { password: 'a good password' })).status).toBe(303);
    expect(linesNaming(invitation)).toEqual([]);
    expect(lines.some((line) => line.includes('"url":"/invitations/[redacted]"'))).toBe(true);

    // A password reset (last: it signs the owner's other browsers out), asked for, opened and used.
    const stranger = new DashboardBrowser(env);
    await stranger.get('/password-reset');
    await stranger.post('/password-reset', { email: `owner-${RUN}@logco.dev` });
    const reset = await mailed(`owner-${RUN}@logco.dev`, '/password-reset');
    await stranger.get(`/password-reset/${reset}`);
    expect((await stranger.post(`/password-reset/${reset}`, { password: 'a long new password' })).status).toBe(303);
    expect(linesNaming(reset)).toEqual([]);
  });
});

describe('one-time tokens in the log, in local mode (no SMTP)', () => {
  let env: TestEnv;
  let lines: string[];
  beforeAll(async () => ({ env, lines } = await loggedEnv({})));
  afterAll(async () => env.close());

  it('writes a reset link only on the line that hands it to the operator, never in access lines', async () => {
    const tenant = await createTenant(env, 'Localco');
    await operatorLink(env, tenant.id, `owner-${RUN}@localco.dev`);
    const browser = new DashboardBrowser(env);
    await browser.get('/password-reset');
    await browser.post('/password-reset', { email: `owner-${RUN}@localco.dev` });
    const handedOver = lines.filter((line) => line.includes('password reset link (no SMTP_URL'));
    expect(handedOver).toHaveLength(1);
    const token = tokenIn(handedOver[0]!, '/password-reset')!;
    await browser.get(`/password-reset/${token}`);
    expect((await browser.post(`/password-reset/${token}`, { password: 'a long new password' })).status).toBe(303);
    expect(lines.filter((line) => line.includes(token))).toEqual(handedOver);
  });

  it("hands an invitation link to the operator through the log, never to the inviter's page", async () => {
    const tenant = await createTenant(env, 'Localinvco');
    const signIn = await operatorLink(env, tenant.id, `owner-${RUN}@localinvco.dev`);
    const owner = new DashboardBrowser(env);
    await owner.get(signIn);
    await owner.post(signIn);
    await owner.get('/settings/members');
    const invited = await owner.post('/settings/members/invitations', {
      email: `guest-${RUN}@localinvco.dev`,
      role: 'viewer',
    });
    expect(invited.body).toContain('No mail server is set up (SMTP_URL), so its link was written to the API&#39;s log');
    expect(invited.body).not.toMatch(/\/invitations\/[\w-]{43}/);
    const handedOver = lines.filter((line) => line.includes('invitation link (no SMTP_URL'));
    expect(handedOver).toHaveLength(1);
    expect(handedOver[0]).toContain(`guest-${RUN}@localinvco.dev`);
    const token = tokenIn(handedOver[0]!, '/invitations')!;
    const guest = new DashboardBrowser(env);
    await guest.get(`/invitations/${token}`);
    expect((await guest.post(`/invitations/${token}`, { password: 'a good password' })).status).toBe(303);
    expect(lines.filter((line) => line.includes(token))).toEqual(handedOver);
  });
});
