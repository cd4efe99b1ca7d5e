import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptInvitation } from '../../accounts/accept-invitation.ts';
import { checkNewPassword, hashPassword } from '../../accounts/password-hash.ts';
import { canManageMembers, isRole, type Role } from '../../accounts/roles.ts';
import { generateSecretToken, hashSecretToken } from '../../accounts/secret-token.ts';
import { createSession, deleteSession, readSessionToken, sessionCookie } from '../../accounts/sessions.ts';
import { normalizeEmail } from '../../accounts/users.ts';
import { AppError } from '../../errors/app-error.ts';
import { withTransaction } from '../../lib/with-transaction.ts';
import { deliverLink } from '../../mail/deliver-link.ts';
import { sendPage, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import {
  invitationGonePage,
  invitationPage,
  membersPage,
  type InvitationRow,
  type MemberRow,
} from '../pages/members-page.ts';

const INVITATION_TTL_DAYS = 7;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LiveInvitation {
  id: string;
  tenant_id: string;
  tenant_name: string;
  email: string;
  role: Role;
  /** The account that already has the invited email, if any. */
  user_id: string | null;
}

/** Members, invitations by link, and accepting one. */
export function memberRoutes(app: FastifyInstance, ctx: DashboardContext): void {
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    extra: {
      invited?: { email: string; resent: boolean };
      message?: { kind: 'success' | 'error'; text: string };
      status?: number;
    } = {},
  ) => {
    const session = sessionOf(request);
    const [members, invitations] = await Promise.all([
      ctx.db.query<MemberRow>(
        'SELECT m.user_id, u.email, m.role, m.created_at FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.tenant_id = $1 ORDER BY m.created_at',
        [session.tenantId],
      ),
      ctx.db.query<InvitationRow>(
        'SELECT id, email, role, expires_at FROM invitations WHERE tenant_id = $1 AND accepted_at IS NULL AND expires_at > now() ORDER BY created_at',
        [session.tenantId],
      ),
    ]);
    return sendPage(request, reply, ctx, {
      status: extra.status ?? 200,
      title: 'Members',
      section: 'members',
      body: membersPage({
        csrfToken: request.dashboard.csrfToken,
        me: session.userId,
        members: members.rows,
        invitations: invitations.rows,
        canManage: canManageMembers(session.role!),
        isOwner: session.role === 'owner',
        mailed: ctx.config.smtp !== null,
        invited: extra.invited,
        message: extra.message,
      }),
    });
  };

  app.get('/settings/members', async (request, reply) => render(request, reply));

  app.post<{ Body: { email?: string; role?: string } }>('/settings/members/invitations', async (request, reply) => {
    const session = sessionOf(request);
    if (!canManageMembers(session.role!)) throw new AppError('SCOPE_MISSING', 'only owners and admins invite members');
    const email = normalizeEmail(request.body.email ?? '');
    const role = request.body.role;
    if (!email || !isRole(role))
      return render(request, reply, {
        status: 400,
        message: { kind: 'error', text: 'Give an email address and a role.' },
      });
    if (role === 'owner' && session.role !== 'owner')
      return render(request, reply, {
        status: 403,
        message: { kind: 'error', text: 'Only owners can invite owners.' },
      });
    const { token, hash } = generateSecretToken();
    await ctx.db.query(
      `INSERT INTO invitations (tenant_id, email, role, token_hash, invited_by, expires_at) VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
      [session.tenantId, email, role, hash, session.userId, INVITATION_TTL_DAYS],
    );
    mailInvitation(request, email, role, token);
    return render(request, reply, { invited: { email, resent: false } });
  });

  /**
   * Sends an invitation's link to the invited address only (without SMTP, to the api's log, for
   * whoever runs Folio): never to the inviter's page. Holding the link is then proof of reading
   * that mailbox, which is what lets its holder create the account or sign in as it.
   */
  const mailInvitation = (request: FastifyRequest, email: string, role: Role, token: string): void => {
    const session = sessionOf(request);
    const url = `${ctx.config.dashboard.origin}/invitations/${token}`;
    deliverLink(ctx.config, request.log, {
      kind: 'invitation link',
      to: email,
      url,
      subject: `Join ${session.tenantName ?? 'your team'} on Folio`,
      text: `${session.email} invited you to ${session.tenantName ?? 'their tenant'} on Folio as ${role}.\n\nAccept within 7 days:\n${url}\n\nThe link works once. If you did not expect it, ignore this mail.\n`,
    });
  };

  /**
   * The tenant's open (not accepted) invitation `id` that the signed-in member may manage: owners
   * any, admins all but owner invitations (as they cannot invite owners). `null`: none to manage.
   */
  const manageableInvitation = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const session = sessionOf(request);
    if (!canManageMembers(session.role!))
      throw new AppError('SCOPE_MISSING', 'only owners and admins manage invitations');
    if (!UUID.test(request.params.id)) throw new AppError('NOT_FOUND', 'no such invitation');
    const row = await ctx.db.query<{ id: string; email: string; role: Role }>(
      'SELECT id, email, role FROM invitations WHERE id = $1 AND tenant_id = $2 AND accepted_at IS NULL',
      [request.params.id, session.tenantId],
    );
    const found = row.rows[0];
    if (!found) throw new AppError('NOT_FOUND', 'no such invitation (it may have been accepted or revoked)');
    if (found.role === 'owner' && session.role !== 'owner')
      return { found, refused: 'Only owners manage invitations of owners.' };
    return { found, refused: null };
  };

  app.post<{ Params: { id: string } }>('/settings/members/invitations/:id/revoke', async (request, reply) => {
    const { found, refused } = await manageableInvitation(request);
    if (refused) return render(request, reply, { status: 403, message: { kind: 'error', text: refused } });
    // Deleting the row kills its link: an invitation is found only by its token's hash.
    const deleted = await ctx.db.query('DELETE FROM invitations WHERE id = $1 AND accepted_at IS NULL', [found.id]);
    if (deleted.rowCount !== 1)
      return render(request, reply, {
        status: 409,
        message: { kind: 'error', text: `The invitation for ${found.email} was accepted meanwhile.` },
      });
    return render(request, reply, {
      message: { kind: 'success', text: `Invitation for ${found.email} revoked: its link no longer works.` },
    });
  });

  app.post<{ Params: { id: string } }>('/settings/members/invitations/:id/resend', async (request, reply) => {
    const { found, refused } = await manageableInvitation(request);
    if (refused) return render(request, reply, { status: 403, message: { kind: 'error', text: refused } });
    // A new token: the old link stops working (it may be what leaked), and 7 days start again.
    const { token, hash } = generateSecretToken();
    const updated = await ctx.db.query(
      'UPDATE invitations SET token_hash = $2, expires_at = now() + make_interval(days => $3) WHERE id = $1 AND accepted_at IS NULL',
      [found.id, hash, INVITATION_TTL_DAYS],
    );
    if (updated.rowCount !== 1)
      return render(request, reply, {
        status: 409,
        message: { kind: 'error', text: `The invitation for ${found.email} was accepted meanwhile.` },
      });
    mailInvitation(request, found.email, found.role, token);
    return render(request, reply, { invited: { email: found.email, resent: true } });
  });

  app.post<{ Params: { userId: string } }>('/settings/members/:userId/remove', async (request, reply) => {
    const session = sessionOf(request);
    if (!canManageMembers(session.role!)) throw new AppError('SCOPE_MISSING', 'only owners and admins remove members');
    if (!UUID.test(request.params.userId)) throw new AppError('NOT_FOUND', 'no such member');
    const removed = await withTransaction(ctx.db, async (client) => {
      // Lock the tenant's owners so two removals cannot leave it without one.
      const owners = await client.query<{ user_id: string }>(
        `SELECT user_id FROM memberships WHERE tenant_id = $1 AND role = 'owner' FOR UPDATE`,
        [session.tenantId],
      );
      const target = await client.query<{ role: Role }>(
        'SELECT role FROM memberships WHERE tenant_id = $1 AND user_id = $2',
        [session.tenantId, request.params.userId],
      );
      const role = target.rows[0]?.role;
      if (!role) return 'not a member';
      if (role === 'owner' && session.role !== 'owner') return 'only owners remove owners';
      if (role === 'owner' && owners.rows.length <= 1) return 'a tenant keeps at least one owner';
      await client.query('DELETE FROM memberships WHERE tenant_id = $1 AND user_id = $2', [
        session.tenantId,
        request.params.userId,
      ]);
      return null;
    });
    return render(
      request,
      reply,
      removed
        ? { status: 409, message: { kind: 'error', text: `Not removed: ${removed}.` } }
        : { message: { kind: 'success', text: 'Member removed. Their sessions lose access at once.' } },
    );
  });

  app.post<{ Params: { userId: string }; Body: { role?: string } }>(
    '/settings/members/:userId/role',
    async (request, reply) => {
      const session = sessionOf(request);
      if (!canManageMembers(session.role!)) throw new AppError('SCOPE_MISSING', 'only owners and admins change roles');
      if (!UUID.test(request.params.userId)) throw new AppError('NOT_FOUND', 'no such member');
      const role = request.body.role;
      if (!isRole(role))
        return render(request, reply, {
          status: 400,
          message: { kind: 'error', text: 'Choose owner, admin or viewer.' },
        });
      const refused = await withTransaction(ctx.db, async (client) => {
        const owners = await client.query<{ user_id: string }>(
          `SELECT user_id FROM memberships WHERE tenant_id = $1 AND role = 'owner' FOR UPDATE`,
          [session.tenantId],
        );
        const target = await client.query<{ role: Role }>(
          'SELECT role FROM memberships WHERE tenant_id = $1 AND user_id = $2',
          [session.tenantId, request.params.userId],
        );
        const current = target.rows[0]?.role;
        if (!current) return 'not a member';
        if ((current === 'owner' || role === 'owner') && session.role !== 'owner')
          return 'only owners make or unmake owners';
        if (current === 'owner' && role !== 'owner' && owners.rows.length <= 1)
          return 'a tenant keeps at least one owner';
        await client.query('UPDATE memberships SET role = $3 WHERE tenant_id = $1 AND user_id = $2', [
          session.tenantId,
          request.params.userId,
          role,
        ]);
        return null;
      });
      return render(
        request,
        reply,
        refused
          ? { status: 409, message: { kind: 'error', text: `Role not changed: ${refused}.` } }
          : { message: { kind: 'success', text: `Role changed to ${role}. It applies to their next request.` } },
      );
    },
  );

  const findInvitation = async (token: string) => {
    const row = await ctx.db.query<LiveInvitation>(
      `SELECT i.id, i.tenant_id, t.name AS tenant_name, i.email, i.role, u.id AS user_id
         FROM invitations i JOIN tenants t ON t.id = i.tenant_id LEFT JOIN users u ON u.email = i.email
        WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > now()`,
      [hashSecretToken(token)],
    );
    return row.rows[0] ?? null;
  };
  const signedOut = { config: { signedOut: true } };
  const invitation = (
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    found: LiveInvitation | null,
    error?: string,
    status = 200,
  ) =>
    sendPage(request, reply, ctx, {
      status: found ? status : 410,
      title: found ? `Join ${found.tenant_name}` : 'Invitation expired',
      body: found
        ? invitationPage({
            csrfToken: request.dashboard.csrfToken,
            token: request.params.token,
            tenantName: found.tenant_name,
            email: found.email,
            role: found.role,
            hasAccount: found.user_id !== null,
            signedInAs: request.dashboard.session?.email ?? null,
            ...(error ? { error } : {}),
          })
        : invitationGonePage(),
    });

  app.get<{ Params: { token: string } }>('/invitations/:token', signedOut, async (request, reply) =>
    invitation(request, reply, await findInvitation(request.params.token)),
  );

  // The link came to the invited mailbox, so its holder may act for that address: create the
  // account with a password when there is none, or else sign in as the account and join. An
  // existing account's password is never set or changed here.
  app.post<{ Params: { token: string }; Body: { password?: string } }>(
    '/invitations/:token',
    signedOut,
    async (request, reply) => {
      const found = await findInvitation(request.params.token);
      if (!found) return invitation(request, reply, null);
      let passwordHash: string | null = null;
      if (found.user_id === null) {
        const password = request.body.password ?? '';
        const problem = checkNewPassword(password);
        if (problem) return invitation(request, reply, found, `Choose another password: ${problem}.`, 400);
        passwordHash = await hashPassword(password);
      }
      const accepted = await acceptInvitation(ctx.db, found, passwordHash);
      if (!accepted) return invitation(request, reply, null);
      // Whoever this browser was signed in as, it is now the invited account.
      const previous = readSessionToken(request.headers.cookie, ctx.config);
      if (previous) await deleteSession(ctx.db, previous);
      const token = await createSession(ctx.db, accepted.userId, ctx.config.sessionTtlHours, found.tenant_id);
      request.log.info(
        { userId: accepted.userId, tenantId: found.tenant_id, newAccount: accepted.created },
        'invitation accepted',
      );
      return reply.header('set-cookie', sessionCookie(ctx.config, token)).redirect('/', 303);
    },
  );
}
