import type { Role } from '../../accounts/roles.ts';
import type { InvitationRow } from '../../db/invitations.ts';
import type { MemberRow } from '../../db/memberships.ts';
import { timeAgo } from '../format.ts';
import { html, type SafeHtml } from '@folio/html';
import { actionButton, card, notice, pageHeader } from './components.ts';

function roleForm(member: MemberRow, options: { csrfToken: string; isOwner: boolean }): SafeHtml {
  const roles: Role[] = options.isOwner ? ['owner', 'admin', 'viewer'] : ['admin', 'viewer'];
  return html`<form method="post" action="/settings/members/${member.user_id}/role" class="role-form">
    <input type="hidden" name="_csrf" value="${options.csrfToken}">
    <label class="visually-hidden" for="role-${member.user_id}">Role of ${member.email}</label>
    <select id="role-${member.user_id}" name="role">${roles.map((r) => html`<option value="${r}" ${r === member.role ? html`selected` : ''}>${r}</option>`)}</select>
    <button class="button small" type="submit">Save</button>
  </form>`;
}

/** Resend (a new link, 7 more days) and revoke, for those who may manage the invitation. */
function invitationActions(
  invitation: InvitationRow,
  options: { csrfToken: string; canManage: boolean; isOwner: boolean },
): SafeHtml | '' {
  if (!options.canManage || (invitation.role === 'owner' && !options.isOwner)) return '';
  const { csrfToken } = options;
  return html`<div class="row-actions">${actionButton({ action: `/settings/members/invitations/${invitation.id}/resend`, csrfToken, label: 'Resend', kind: 'ghost' })}${actionButton(
    {
      action: `/settings/members/invitations/${invitation.id}/revoke`,
      csrfToken,
      label: 'Revoke',
      kind: 'ghost',
      confirm: `Revoke the invitation for ${invitation.email}? Its link stops working.`,
    },
  )}</div>`;
}

/**
 * What the inviter is told about an invitation's link. The link is never shown to the inviter: it
 * goes to the invited address (or, without SMTP, to the api's log for whoever runs Folio), so only
 * someone who reads that mailbox can accept it.
 */
function invitedNotice(invited: { email: string; resent: boolean }, mailed: boolean): string {
  const what = invited.resent
    ? `Invitation for ${invited.email} sent again with a new link (the old one no longer works)`
    : `Invitation for ${invited.email} created`;
  return mailed
    ? `${what} and mailed to ${invited.email}. The link in the mail works once, for 7 days.`
    : `${what}. No mail server is set up (SMTP_URL), so its link was written to the API's log ("invitation link") for whoever runs Folio to pass on. It works once, for 7 days.`;
}

/** Members with their roles, pending invitations (resend, revoke), and the invite form. */
export function membersPage(options: {
  csrfToken: string;
  me: string;
  members: MemberRow[];
  invitations: InvitationRow[];
  canManage: boolean;
  isOwner: boolean;
  mailed: boolean;
  invited?: { email: string; resent: boolean } | undefined;
  message?: { kind: 'success' | 'error'; text: string } | undefined;
}): SafeHtml {
  const { csrfToken } = options;
  return html`${pageHeader('Members', 'Owners and admins change sites, builds, domains and keys; viewers can look at everything.')}
  ${options.message ? notice(options.message.text, options.message.kind) : ''}
  ${options.invited ? notice(invitedNotice(options.invited, options.mailed), 'success') : ''}
  <div class="two-col wide-left">
    ${card(
      'Members',
      html`<div class="table-wrap" tabindex="0"><table class="table">
      <thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Joined</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
      <tbody>${options.members.map(
        (
          m,
        ) => html`<tr><td>${m.email}${m.user_id === options.me ? html` <span class="tag">you</span>` : ''}</td><td>${options.canManage && m.user_id !== options.me && (options.isOwner || m.role !== 'owner') ? roleForm(m, options) : html`<span class="role-badge">${m.role}</span>`}</td><td class="muted">${timeAgo(m.created_at)}</td>
        <td class="cell-actions">${options.canManage && m.user_id !== options.me && (options.isOwner || m.role !== 'owner') ? actionButton({ action: `/settings/members/${m.user_id}/remove`, csrfToken, label: 'Remove', kind: 'ghost', confirm: `Remove ${m.email} from this tenant?` }) : ''}</td></tr>`,
      )}
      ${options.invitations.map((i) => html`<tr><td>${i.email} <span class="tag">invited</span></td><td><span class="role-badge">${i.role}</span></td><td class="muted cell-date">expires ${i.expires_at.toISOString().slice(0, 10)}</td><td class="cell-actions">${invitationActions(i, options)}</td></tr>`)}</tbody></table></div>`,
    )}
    ${
      options.canManage
        ? card(
            'Invite someone',
            html`<form method="post" action="/settings/members/invitations" class="stack">
        <input type="hidden" name="_csrf" value="${csrfToken}">
        <div class="field"><label for="invite-email">Email</label><input id="invite-email" name="email" type="email" required></div>
        <div class="field"><label for="invite-role">Role</label><select id="invite-role" name="role">
          <option value="viewer">Viewer: read only</option><option value="admin">Admin: change everything</option>${options.isOwner ? html`<option value="owner">Owner: also manage owners</option>` : ''}
        </select></div>
        <div><button class="button primary" type="submit">Send invitation</button></div>
      </form>`,
          )
        : ''
    }
  </div>`;
}

/**
 * The page an invitation link opens. Someone new chooses a password (the link came to their
 * mailbox); someone with an account only joins: accepting signs them in as that account and never
 * sets or changes its password.
 */
export function invitationPage(options: {
  csrfToken: string;
  token: string;
  tenantName: string;
  email: string;
  role: Role;
  hasAccount: boolean;
  signedInAs: string | null;
  error?: string;
}): SafeHtml {
  const otherAccount = options.signedInAs !== null && options.signedInAs !== options.email;
  return html`<section class="auth-card"><h1>Join ${options.tenantName}</h1>
    <p class="muted">You were invited as <strong>${options.role}</strong> with ${options.email}.</p>
    ${notice(options.error)}
    ${otherAccount ? notice(`You are signed in as ${options.signedInAs}. Accepting signs you out of that account.`, 'info') : ''}
    <form method="post" action="/invitations/${options.token}" class="stack">
      <input type="hidden" name="_csrf" value="${options.csrfToken}">
      ${
        options.hasAccount
          ? html`<p class="muted">You already have a Folio account: accepting adds ${options.tenantName} to it and signs you in. Your password does not change.</p>`
          : html`<input type="text" name="username" autocomplete="username" value="${options.email}" hidden>
      <div class="field"><label for="password">Choose a password</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" aria-describedby="password-help"><p id="password-help" class="help">At least 10 characters.</p></div>`
      }
      <button class="button primary block" type="submit">Accept and continue as ${options.email}</button>
    </form></section>`;
}

/** An invitation link that no longer works. */
export function invitationGonePage(): SafeHtml {
  return html`<section class="auth-card"><h1>This invitation has expired</h1><p class="muted">Invitation links work once, for 7 days. Ask whoever invited you for a new one.</p><p><a class="button block" href="/sign-in">Sign in</a></p></section>`;
}
