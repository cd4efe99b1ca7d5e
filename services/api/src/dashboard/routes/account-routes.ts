import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken } from '../../accounts/one-time-tokens.ts';
import { checkNewPassword, hashPassword, verifyPassword } from '../../accounts/password-hash.ts';
import { allowResetMail } from '../../accounts/password-reset-throttle.ts';
import { createSession, deleteSession, readSessionToken, sessionCookie } from '../../accounts/sessions.ts';
import { checkSignInThrottle, clearSignInFailures, recordSignInFailure } from '../../accounts/sign-in-throttle.ts';
import { normalizeEmail } from '../../accounts/users.ts';
import { deleteOtherSessions } from '../../db/sessions.ts';
import { findUserByEmail, setUserPassword } from '../../db/users.ts';
import { deliverLink } from '../../mail/deliver-link.ts';
import { sendPage, type DashboardContext } from '../dashboard-request.ts';
import { safeNextPath } from '../safe-next-path.ts';
import {
  accountSettingsPage,
  newPasswordPage,
  passwordResetRequestPage,
  signInLinkPage,
  signInPage,
} from '../pages/auth-pages.ts';

type Form = Record<string, string | undefined>;
const RESET_TTL_MINUTES = 60;

async function startSession(
  ctx: DashboardContext,
  reply: FastifyReply,
  userId: string,
  next: string,
): Promise<FastifyReply> {
  const token = await createSession(ctx.db, userId, ctx.config.sessionTtlHours);
  return reply.header('set-cookie', sessionCookie(ctx.config, token)).redirect(next, 303);
}

/** Sign in (password or one-time link), sign out, the account's password, and password reset by one-time link. */
export function accountRoutes(app: FastifyInstance, ctx: DashboardContext): void {
  const signedOut = { config: { signedOut: true } };
  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    title: string,
    body: ReturnType<typeof signInPage>,
    status = 200,
  ) => sendPage(request, reply, ctx, { title, body, status });

  app.get<{ Querystring: Form }>('/sign-in', signedOut, async (request, reply) => {
    if (request.dashboard.session) return reply.redirect(safeNextPath(request.query.next), 303);
    return page(
      request,
      reply,
      'Sign in',
      signInPage({ csrfToken: request.dashboard.csrfToken, next: safeNextPath(request.query.next) }),
    );
  });

  app.post<{ Body: Form }>('/sign-in', signedOut, async (request, reply) => {
    const email = normalizeEmail(request.body.email ?? '') ?? '';
    const next = safeNextPath(request.body.next);
    const again = (error: string, status: number) =>
      page(
        request,
        reply,
        'Sign in',
        signInPage({ csrfToken: request.dashboard.csrfToken, email: request.body.email ?? '', next, error }),
        status,
      );
    const throttle = await checkSignInThrottle(ctx.redis, ctx.config, email, request.ip);
    if (throttle.blocked) {
      reply.header('retry-after', String(throttle.retryAfterSeconds));
      return again(
        `Too many failed attempts. Try again in ${Math.ceil(throttle.retryAfterSeconds / 60)} minutes, or reset your password.`,
        429,
      );
    }
    const user = email ? await findUserByEmail(ctx.db, email) : null;
    // verifyPassword spends the same time when there is no user, so the answer does not tell.
    if (!(await verifyPassword(request.body.password ?? '', user?.password_hash ?? null)) || !user) {
      await recordSignInFailure(ctx.redis, ctx.config, email, request.ip);
      request.log.info({ reason: 'bad credentials' }, 'sign-in refused');
      return again('That email and password do not match an account.', 401);
    }
    await clearSignInFailures(ctx.redis, email, request.ip);
    request.log.info({ userId: user.id }, 'signed in');
    return startSession(ctx, reply, user.id, next);
  });

  app.get<{ Params: { token: string } }>('/sign-in/link/:token', signedOut, async (request, reply) => {
    const found = await peekOneTimeToken(ctx.db, request.params.token, 'sign-in');
    return page(
      request,
      reply,
      'Sign in',
      signInLinkPage({
        csrfToken: request.dashboard.csrfToken,
        token: request.params.token,
        email: found?.email ?? null,
      }),
      found ? 200 : 410,
    );
  });

  app.post<{ Params: { token: string } }>('/sign-in/link/:token', signedOut, async (request, reply) => {
    const userId = await consumeOneTimeToken(ctx.db, request.params.token, 'sign-in');
    if (!userId)
      return page(
        request,
        reply,
        'Sign in',
        signInLinkPage({ csrfToken: request.dashboard.csrfToken, token: '', email: null }),
        410,
      );
    request.log.info({ userId }, 'signed in by one-time link');
    return startSession(ctx, reply, userId, '/');
  });

  app.post('/sign-out', async (request, reply) => {
    const token = readSessionToken(request.headers.cookie, ctx.config);
    if (token) await deleteSession(ctx.db, token);
    return reply.header('set-cookie', sessionCookie(ctx.config, null)).redirect('/sign-in', 303);
  });

  // The signed-in user's password: set it after a one-time link, or change it (the current one is asked for).
  const accountPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    message?: { kind: 'success' | 'error'; text: string },
    status = 200,
  ) => {
    const session = request.dashboard.session!;
    const user = await findUserByEmail(ctx.db, session.email);
    return sendPage(request, reply, ctx, {
      status,
      title: 'Your account',
      body: accountSettingsPage({
        csrfToken: request.dashboard.csrfToken,
        email: session.email,
        hasPassword: Boolean(user?.password_hash),
        message,
      }),
    });
  };

  app.get('/account', async (request, reply) => accountPage(request, reply));

  app.post<{ Body: Form }>('/account', async (request, reply) => {
    const session = request.dashboard.session!;
    const user = await findUserByEmail(ctx.db, session.email);
    if (!user) return reply.redirect('/sign-in', 303);
    if (user.password_hash) {
      const throttle = await checkSignInThrottle(ctx.redis, ctx.config, user.email, request.ip);
      if (throttle.blocked || !(await verifyPassword(request.body.current ?? '', user.password_hash))) {
        await recordSignInFailure(ctx.redis, ctx.config, user.email, request.ip);
        return accountPage(request, reply, { kind: 'error', text: 'Your current password is not right.' }, 401);
      }
    }
    const problem = checkNewPassword(request.body.password ?? '');
    if (problem)
      return accountPage(request, reply, { kind: 'error', text: `Choose another password: ${problem}.` }, 400);
    await setUserPassword(ctx.db, user.id, await hashPassword(request.body.password!));
    // Other browsers signed in as this user are signed out; this one stays.
    await deleteOtherSessions(ctx.db, user.id, session.tokenHash);
    request.log.info({ userId: user.id }, 'password changed');
    return accountPage(request, reply, { kind: 'success', text: 'Password saved. Other browsers were signed out.' });
  });

  app.get('/password-reset', signedOut, async (request, reply) =>
    page(request, reply, 'Reset your password', passwordResetRequestPage({ csrfToken: request.dashboard.csrfToken })),
  );

  app.post<{ Body: Form }>('/password-reset', signedOut, async (request, reply) => {
    const email = normalizeEmail(request.body.email ?? '');
    if (!email)
      return page(
        request,
        reply,
        'Reset your password',
        passwordResetRequestPage({
          csrfToken: request.dashboard.csrfToken,
          error: 'Enter an email address such as you@example.com.',
        }),
        400,
      );
    // Its own limits, never the sign-in ones: asking for someone's reset must not lock them out.
    const allowed = await allowResetMail(ctx.redis, email, request.ip, RESET_TTL_MINUTES * 60_000);
    const user = allowed ? await findUserByEmail(ctx.db, email) : null;
    if (user) {
      const { token } = await createOneTimeToken(ctx.db, user.id, 'password-reset', RESET_TTL_MINUTES);
      const url = `${ctx.config.dashboard.origin}/password-reset/${token}`;
      deliverLink(ctx.config, request.log, {
        kind: 'password reset link',
        to: user.email,
        url,
        subject: 'Reset your Folio password',
        text: `Someone asked to reset the password of your Folio account (${user.email}).\n\nChoose a new one here within an hour:\n${url}\n\nThe link works once. If it was not you, ignore this mail: your password stays as it is.\n`,
      });
    }
    return page(
      request,
      reply,
      'Check your email',
      passwordResetRequestPage({ csrfToken: request.dashboard.csrfToken, sent: true }),
    );
  });

  const resetPage = (
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    email: string,
    error?: string,
    status = 200,
  ) =>
    page(
      request,
      reply,
      'Choose a new password',
      newPasswordPage({
        csrfToken: request.dashboard.csrfToken,
        action: `/password-reset/${request.params.token}`,
        title: 'Choose a new password',
        lead: `For ${email}. You will be signed in, and signed out everywhere else.`,
        button: 'Save password and sign in',
        email,
        ...(error ? { error } : {}),
      }),
      status,
    );

  app.get<{ Params: { token: string } }>('/password-reset/:token', signedOut, async (request, reply) => {
    const found = await peekOneTimeToken(ctx.db, request.params.token, 'password-reset');
    if (!found)
      return page(
        request,
        reply,
        'Link expired',
        passwordResetRequestPage({
          csrfToken: request.dashboard.csrfToken,
          error: 'That reset link has expired or was already used. Ask for a new one.',
        }),
        410,
      );
    return resetPage(request, reply, found.email);
  });

  app.post<{ Params: { token: string }; Body: Form }>('/password-reset/:token', signedOut, async (request, reply) => {
    const found = await peekOneTimeToken(ctx.db, request.params.token, 'password-reset');
    if (!found)
      return page(
        request,
        reply,
        'Link expired',
        passwordResetRequestPage({
          csrfToken: request.dashboard.csrfToken,
          error: 'That reset link has expired or was already used. Ask for a new one.',
        }),
        410,
      );
    const password = request.body.password ?? '';
    const problem = checkNewPassword(password);
    if (problem) return resetPage(request, reply, found.email, `Choose another password: ${problem}.`, 400);
    const userId = await consumeOneTimeToken(ctx.db, request.params.token, 'password-reset');
    if (!userId)
      return page(
        request,
        reply,
        'Link expired',
        passwordResetRequestPage({
          csrfToken: request.dashboard.csrfToken,
          error: 'That reset link was just used. Ask for a new one.',
        }),
        410,
      );
    await setUserPassword(ctx.db, userId, await hashPassword(password));
    await deleteOtherSessions(ctx.db, userId, null);
    await clearSignInFailures(ctx.redis, found.email, request.ip);
    request.log.info({ userId }, 'password reset');
    return startSession(ctx, reply, userId, '/');
  });
}
