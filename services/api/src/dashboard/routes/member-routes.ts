import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkNewPassword, hashPassword } from '../../accounts/password-hash.ts';
import { canManageMembers, isRole, type Role } from '../../accounts/roles.ts';
import { hashSecretToken } from '../../accounts/secret-token.ts';
import { createSession, deleteSession, readSessionToken, sessionCookie } from '../../accounts/sessions.ts';
import { normalizeEmail } from '../../accounts/users.ts';
import { findLiveInvitationByToken, listOpenInvitations, type LiveInvitation } from '../../db/invitations.ts';
import { listMembers } from '../../db/memberships.ts';
import { AppError } from '../../errors/app-error.ts';
import { deliverLink } from '../../mail/deliver-link.ts';
import { acceptInvitation } from '../../operations/accept-invitation.ts';
import {
  findManageableInvitation,
  inviteMember,
  renewInvitationLink,
  revokeInvitation,
} from '../../operations/invitations.ts';
import { changeMemberRole, type MemberActor, removeMember, requireMemberManager } from '../../operations/members.ts';
import { sendPage, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { invitationGonePage, invitationPage, membersPage } from '../pages/members-page.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in member as the member operations see them. */
function actorOf(request: FastifyRequest): MemberActor {
  const session = sessionOf(request);
  return { tenantId: session.tenantId, userId: session.userId, role: session.role! };
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
      listMembers(ctx.db, session.tenantId),
      listOpenInvitations(ctx.db, session.tenantId),
    ]);
    return sendPage(request, reply, ctx, {
      status: extra.status ?? 200,
      title: 'Members',
      section: 'members',
      body: membersPage({
        csrfToken: request.dashboard.csrfToken,
        me: session.userId,
        members,
        invitations,
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
    const actor = actorOf(request);
    requireMemberManager(actor, 'only owners and admins invite members');
    const email = normalizeEmail(request.body.email ?? '');
    const role = request.body.role;
    if (!email || !isRole(role))
      return render(request, reply, {
        status: 400,
        message: { kind: 'error', text: 'Give an email address and a role.' },
      });
    const invited = await inviteMember(ctx.db, actor, email, role);
    if ('refused' in invited) return refusal(request, reply, invited.refused);
    mailInvitation(request, email, role, invited.token);
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

  /** The open invitation `id` the signed-in member may manage, after the role and id checks. */
  const manageableInvitation = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const actor = actorOf(request);
    requireMemberManager(actor, 'only owners and admins manage invitations');
    if (!UUID.test(request.params.id)) throw new AppError('NOT_FOUND', 'no such invitation');
    return findManageableInvitation(ctx.db, actor, request.params.id);
  };
  const refusal = (request: FastifyRequest, reply: FastifyReply, refused: { status: number; reason: string }) =>
    render(request, reply, { status: refused.status, message: { kind: 'error', text: refused.reason } });

  app.post<{ Params: { id: string } }>('/settings/members/invitations/:id/revoke', async (request, reply) => {
    const { found, refused } = await manageableInvitation(request);
    if (refused) return refusal(request, reply, refused);
    const notRevoked = await revokeInvitation(ctx.db, found);
    if (notRevoked) return refusal(request, reply, notRevoked);
    return render(request, reply, {
      message: { kind: 'success', text: `Invitation for ${found.email} revoked: its link no longer works.` },
    });
  });

  app.post<{ Params: { id: string } }>('/settings/members/invitations/:id/resend', async (request, reply) => {
    const { found, refused } = await manageableInvitation(request);
    if (refused) return refusal(request, reply, refused);
    const renewed = await renewInvitationLink(ctx.db, found);
    if ('refused' in renewed) return refusal(request, reply, renewed.refused);
    mailInvitation(request, found.email, found.role, renewed.token);
    return render(request, reply, { invited: { email: found.email, resent: true } });
  });

  app.post<{ Params: { userId: string } }>('/settings/members/:userId/remove', async (request, reply) => {
    const actor = actorOf(request);
    requireMemberManager(actor, 'only owners and admins remove members');
    if (!UUID.test(request.params.userId)) throw new AppError('NOT_FOUND', 'no such member');
    const removed = await removeMember(ctx.db, actor, request.params.userId);
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
      const actor = actorOf(request);
      requireMemberManager(actor, 'only owners and admins change roles');
      if (!UUID.test(request.params.userId)) throw new AppError('NOT_FOUND', 'no such member');
      const role = request.body.role;
      if (!isRole(role))
        return render(request, reply, {
          status: 400,
          message: { kind: 'error', text: 'Choose owner, admin or viewer.' },
        });
      const refused = await changeMemberRole(ctx.db, actor, request.params.userId, role);
      return render(
        request,
        reply,
        refused
          ? { status: 409, message: { kind: 'error', text: `Role not changed: ${refused}.` } }
          : { message: { kind: 'success', text: `Role changed to ${role}. It applies to their next request.` } },
      );
    },
  );

  const findInvitation = (token: string) => findLiveInvitationByToken(ctx.db, hashSecretToken(token));
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
