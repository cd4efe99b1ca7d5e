// Account takeovers on the dashboard (issue 29): a hostile inviter tries to become the person it
// invites, three ways: another tenant's passwordless owner (cross-tenant), an admin its own
// tenant's founder (admin → owner), and an address nobody has an account for yet, which an operator
// later makes owner of another tenant (pre-claim). Each time it opens every invitation link its own
// pages show and accepts it with a password of its choosing. Then anyone tries to lock an account
// out: many anonymous password-reset requests and failed sign-ins, after which the owner, from
// their own address, must still get in; and hostile `next` values after sign-in. The invitations
// are mailed to an SMTP stand-in, the person's mailbox: the mailed links must still work for them.
import { randomBytes } from 'node:crypto';
import { startSmtpStandIn, type SmtpStandIn } from '../../services/api/test/helpers/smtp-stand-in.ts';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { DashboardVisitor } from '../lib/dashboard-visitor.ts';
import { signInSession } from '../lib/sign-in-session.ts';
import { PLATFORM_DOMAIN, startPlatform, type Platform } from '../lib/start-platform.ts';

const HOST = `app.${PLATFORM_DOMAIN}`;
const INVITATION = /\/invitations\/([\w-]{43})/g;

/** Invitation links anywhere in some text (an inviter's page, a mail). */
const invitationLinks = (text: string) => [...new Set([...text.matchAll(INVITATION)].map((m) => m[0]))];

/** Runs the takeover and lockout cases on a platform of their own. */
export async function runAccountTakeovers(): Promise<AreaResult> {
  const smtp = await startSmtpStandIn();
  // TRUST_PROXY: each visitor's X-Forwarded-For is its client address, as behind a load balancer.
  const platform = await startPlatform({
    apiEnv: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_PER_ACCOUNT: '5' },
  });
  try {
    return await accountTakeovers(platform, smtp);
  } finally {
    await platform.close();
    await smtp.close();
  }
}

async function accountTakeovers(platform: Platform, smtp: SmtpStandIn): Promise<AreaResult> {
  const area = new AreaRecorder('account takeovers (invitations, lockout)');
  const run = randomBytes(3).toString('hex');
  let addresses = 0;
  const address = () => `198.51.100.${++addresses}`;
  const passwordOf = async (email: string) =>
    (
      await platform.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE email = $1', [
        email,
      ])
    ).rows[0]?.password_hash;
  const member = async (role: 'owner' | 'admin' | 'viewer', tenantId: string, email: string) =>
    DashboardVisitor.signedIn(platform, HOST, address(), await signInSession(platform, HOST, tenantId, email, role));
  const canSignIn = async (email: string, password: string) => {
    const visitor = new DashboardVisitor(platform, HOST, address());
    await visitor.get('/sign-in');
    return (await visitor.post('/sign-in', { email, password })).status === 303;
  };
  const mailedLinks = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email)).flatMap((m) => invitationLinks(m.data));
  const waitForMail = async (email: string, count: number) => {
    for (let i = 0; i < 100 && mailedLinks(email).length < count; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return mailedLinks(email);
  };

  /** The inviter opens every link its pages show and accepts it with `password`; true when one let it in. */
  const acceptShownLinks = async (pages: string[], password: string) => {
    let accepted = false;
    for (const path of invitationLinks(pages.join('\n'))) {
      const visitor = new DashboardVisitor(platform, HOST, address());
      await visitor.get(path);
      if ((await visitor.post(path, { password })).status === 303) accepted = true;
    }
    return accepted;
  };

  /** The checks every variant shares: no link shown, none accepted, the password unset, the attacker's password useless. */
  const judge = async (
    variant: string,
    email: string,
    pages: string[],
    password: string,
    expected: string | null | undefined,
  ) => {
    const shown = invitationLinks(pages.join('\n'));
    area.check(`${variant}: the inviter's pages show no invitation link`, shown.length === 0, `${shown.length} shown`);
    const accepted = await acceptShownLinks(pages, password);
    area.check(`${variant}: no link the inviter holds is accepted`, !accepted, 'the inviter accepted the invitation');
    const stored = await passwordOf(email);
    area.check(
      `${variant}: the invited account's password is untouched`,
      stored === expected,
      `password_hash is ${stored === null ? 'null' : stored === undefined ? 'absent' : 'set'}`,
    );
    const signsIn = await canSignIn(email, password);
    area.check(`${variant}: the inviter's password does not sign in as the invited person`, !signsIn, 'it signed in');
    if (accepted || signsIn) area.lose(1, `${variant}: the inviter took the invited person's account`);
  };

  // 1. Cross-tenant: the owner of Attackco invites Victimco's passwordless owner.
  const victimEmail = `owner-${run}@victimco.dev`;
  const victimTenant = await platform.createTenant('Victimco');
  const victim = await member('owner', victimTenant.id, victimEmail);
  const attackco = await platform.createTenant('Attackco');
  const attacker = await member('owner', attackco.id, `owner-${run}@attackco.dev`);
  const invited = await attacker.post('/settings/members/invitations', { email: victimEmail, role: 'viewer' });
  const invitationId =
    (await platform.db.query<{ id: string }>('SELECT id FROM invitations WHERE email = $1', [victimEmail])).rows[0]
      ?.id ?? '';
  const resent = await attacker.post(`/settings/members/invitations/${invitationId}/resend`);
  area.check(
    'cross-tenant: the invitation is made and sent again',
    invited.status === 200 && resent.status === 200,
    `HTTP ${invited.status}, ${resent.status}`,
  );
  await judge(
    'cross-tenant',
    victimEmail,
    [invited.body, resent.body, (await attacker.get('/settings/members')).body],
    'the attacker chose this',
    null,
  );
  // The victim accepts from the mailbox: joined, still without a password, and signed in as themself.
  const mailed = (await waitForMail(victimEmail, 2)).at(-1);
  let joined: { status: number } | null = null;
  if (mailed) {
    await victim.get(mailed);
    joined = await victim.post(mailed, { password: 'stuffed into the form' });
  }
  const victimTenants = await platform.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1',
    [victimEmail],
  );
  area.check(
    'cross-tenant: the invited owner joins from the mailed link without a password being set',
    joined?.status === 303 && (await passwordOf(victimEmail)) === null && victimTenants.rows[0]!.n === 2,
    `HTTP ${joined?.status ?? 'no mail'}`,
  );

  // 2. Admin → owner: an admin of Adminco invites its founder.
  const founderEmail = `founder-${run}@adminco.dev`;
  const adminco = await platform.createTenant('Adminco');
  await signInSession(platform, HOST, adminco.id, founderEmail, 'owner');
  const admin = await member('admin', adminco.id, `admin-${run}@adminco.dev`);
  const adminInvited = await admin.post('/settings/members/invitations', { email: founderEmail, role: 'admin' });
  await judge(
    'admin to owner',
    founderEmail,
    [adminInvited.body, (await admin.get('/settings/members')).body],
    'now I am the owner',
    null,
  );
  const adminRole = await platform.db.query<{ role: string }>(
    'SELECT m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1',
    [`admin-${run}@adminco.dev`],
  );
  area.check(
    'admin to owner: the admin is still an admin',
    adminRole.rows.map((r) => r.role).join() === 'admin',
    adminRole.rows.map((r) => r.role).join(),
  );

  // 3. Pre-claim: Claimco's owner invites an address with no account; an operator later makes it Newco's owner.
  const ceoEmail = `ceo-${run}@newco.dev`;
  const claimco = await platform.createTenant('Claimco');
  const claimer = await member('owner', claimco.id, `owner-${run}@claimco.dev`);
  const claimed = await claimer.post('/settings/members/invitations', { email: ceoEmail, role: 'viewer' });
  await judge(
    'pre-claim',
    ceoEmail,
    [claimed.body, (await claimer.get('/settings/members')).body],
    'claimed before you came',
    undefined,
  );
  const newco = await platform.createTenant('Newco');
  await signInSession(platform, HOST, newco.id, ceoEmail, 'owner');
  const ceoPassword = await passwordOf(ceoEmail);
  const claimerIn = await canSignIn(ceoEmail, 'claimed before you came');
  area.check(
    'pre-claim: once the operator makes the address an owner, the claimer cannot sign in as it',
    ceoPassword === null && !claimerIn,
    `password_hash ${ceoPassword === null ? 'null' : 'set'}, signed in: ${claimerIn}`,
  );
  if (claimerIn) area.lose(1, 'pre-claim: the claimer signed in as the new owner');

  // 4. Lockout: anyone asks for resets and fails sign-ins on purpose; the owner still signs in.
  const lockedEmail = `locked-${run}@lockco.dev`;
  const lockco = await platform.createTenant('Lockco');
  const owner = await member('owner', lockco.id, lockedEmail);
  await owner.post('/account', { password: 'the right password' });
  const prankster = new DashboardVisitor(platform, HOST, address());
  await prankster.get('/password-reset');
  let sameAnswer = true;
  for (let i = 0; i < 25; i++)
    sameAnswer =
      (await prankster.post('/password-reset', { email: lockedEmail })).body.includes('Check your email') && sameAnswer;
  area.check('lockout: every reset request gets the same answer', sameAnswer);
  area.check(
    'lockout: 25 anonymous reset requests do not stop the owner signing in',
    await canSignIn(lockedEmail, 'the right password'),
  );
  const guesser = new DashboardVisitor(platform, HOST, address());
  await guesser.get('/sign-in');
  for (let i = 0; i < 8; i++) await guesser.post('/sign-in', { email: lockedEmail, password: `wrong guess ${i}` });
  const guesserBlocked = await guesser.post('/sign-in', { email: lockedEmail, password: 'the right password' });
  area.check(
    'lockout: failed sign-ins block the address that failed',
    guesserBlocked.status === 429,
    `HTTP ${guesserBlocked.status}`,
  );
  area.check(
    'lockout: failed sign-ins elsewhere do not stop the owner signing in',
    await canSignIn(lockedEmail, 'the right password'),
  );
  const resetMails = smtp.received.filter((m) => m.to.includes(lockedEmail)).length;
  area.check(
    'lockout: reset mails to one address are limited',
    resetMails >= 1 && resetMails <= 3,
    `${resetMails} mails`,
  );

  // 5. Where sign-in sends a signed-in person: never another host, never a 500.
  for (const next of [
    '/%09/evil.example',
    '/%0a',
    '/%0d%0aSet-Cookie:%20x=1',
    '//evil.example',
    '/%5Cevil.example',
    'https:%2F%2Fevil.example',
    '/%00',
  ]) {
    const answer = await owner.get(`/sign-in?next=${next}`);
    area.check(
      `next=${next} stays on the dashboard`,
      answer.status === 303 && answer.location === '/',
      `HTTP ${answer.status} to ${answer.location}`,
    );
  }
  return area.result;
}
