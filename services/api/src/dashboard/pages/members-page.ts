import type { Role } from '../../accounts/roles.ts';
import { timeAgo } from '../format.ts';
import { html, type SafeHtml } from '../html.ts';
import { actionButton, card, copyField, notice, pageHeader } from './components.ts';

/** A member of the tenant. */
export interface MemberRow {
  user_id: string;
  email: string;
  role: Role;
  created_at: Date;
}

/** An invitation not accepted yet. */
export interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  expires_at: Date;
}

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
function invitationActions(invitation: InvitationRow, options: { csrfToken: string; canManage: boolean; isOwner: boolean }): SafeHtml | '' {
  if (!options.canManage || (invitation.role === 'owner' && !options.isOwner)) return '';
  const { csrfToken } = options;
  return html`<div class="row-actions">${actionButton({ action: `/settings/members/invitations/${invitation.id}/resend`, csrfToken, label: 'Resend', kind: 'ghost' })}${actionButton({
    action: `/settings/members/invitations/${invitation.id}/revoke`,
    csrfToken,
    label: 'Revoke',
    kind: 'ghost',
    confirm: `Revoke the invitation for ${invitation.email}? Its link stops working.`,
  })}</div>`;
}

/** Members with their roles, pending invitations (resend, revoke), and the invite form. */
export function membersPage(options: { csrfToken: string; me: string; members: MemberRow[]; invitations: InvitationRow[]; canManage: boolean; isOwner: boolean; mailed?: boolean; invited?: { email: string; url: string } | undefined; resent?: boolean; message?: { kind: 'success' | 'error'; text: string } | undefined }): SafeHtml {
  const { csrfToken } = options;
  const created = options.resent ? 'sent again with a new link (the old one no longer works)' : `created${options.mailed ? ' and mailed' : ''}`;
  return html`${pageHeader('Members', 'Owners and admins change sites, builds, domains and keys; viewers can look at everything.')}
  ${options.message ? notice(options.message.text, options.message.kind) : ''}
  ${options.invited ? html`<section class="card"><div class="card-body stack">${notice(`Invitation for ${options.invited.email} ${created}. ${options.mailed ? 'You can also send' : 'Send'} them this link: it works once, for 7 days.`, 'success')}${copyField('invitation-link', 'Invitation link', options.invited.url)}</div></section>` : ''}
  <div class="two-col wide-left">
    ${card('Members', html`<div class="table-wrap" tabindex="0"><table class="table">
      <thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Joined</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
      <tbody>${options.members.map((m) => html`<tr><td>${m.email}${m.user_id === options.me ? html` <span class="tag">you</span>` : ''}</td><td>${options.canManage && m.user_id !== options.me && (options.isOwner || m.role !== 'owner') ? roleForm(m, options) : html`<span class="role-badge">${m.role}</span>`}</td><td class="muted">${timeAgo(m.created_at)}</td>
        <td class="cell-actions">${options.canManage && m.user_id !== options.me && (options.isOwner || m.role !== 'owner') ? actionButton({ action: `/settings/members/${m.user_id}/remove`, csrfToken, label: 'Remove', kind: 'ghost', confirm: `Remove ${m.email} from this tenant?` }) : ''}</td></tr>`)}
      ${options.invitations.map((i) => html`<tr><td>${i.email} <span class="tag">invited</span></td><td><span class="role-badge">${i.role}</span></td><td class="muted cell-date">expires ${i.expires_at.toISOString().slice(0, 10)}</td><td class="cell-actions">${invitationActions(i, options)}</td></tr>`)}</tbody></table></div>`)}
    ${options.canManage ? card('Invite someone', html`<form method="post" action="/settings/members/invitations" class="stack">
        <input type="hidden" name="_csrf" value="${csrfToken}">
        <div class="field"><label for="invite-email">Email</label><input id="invite-email" name="email" type="email" required></div>
        <div class="field"><label for="invite-role">Role</label><select id="invite-role" name="role">
          <option value="viewer">Viewer: read only</option><option value="admin">Admin: change everything</option>${options.isOwner ? html`<option value="owner">Owner: also manage owners</option>` : ''}
        </select></div>
        <div><button class="button primary" type="submit">Create invitation link</button></div>
      </form>`) : ''}
  </div>`;
}

/** The page an invitation link opens. */
export function invitationPage(options: { csrfToken: string; token: string; tenantName: string; email: string; role: Role; hasPassword: boolean; error?: string }): SafeHtml {
  return html`<section class="auth-card"><h1>Join ${options.tenantName}</h1>
    <p class="muted">You were invited as <strong>${options.role}</strong> with ${options.email}.</p>
    ${notice(options.error)}
    <form method="post" action="/invitations/${options.token}" class="stack">
      <input type="hidden" name="_csrf" value="${options.csrfToken}">
      <input type="text" name="username" autocomplete="username" value="${options.email}" hidden>
      <div class="field"><label for="password">${options.hasPassword ? 'Your password' : 'Choose a password'}</label><input id="password" name="password" type="password" autocomplete="${options.hasPassword ? 'current-password' : 'new-password'}" required ${options.hasPassword ? '' : html`minlength="10" aria-describedby="password-help"`}>${options.hasPassword ? '' : html`<p id="password-help" class="help">At least 10 characters.</p>`}</div>
      <button class="button primary block" type="submit">Accept and continue</button>
    </form></section>`;
}

/** An invitation link that no longer works. */
export function invitationGonePage(): SafeHtml {
  return html`<section class="auth-card"><h1>This invitation has expired</h1><p class="muted">Invitation links work once, for 7 days. Ask whoever invited you for a new one.</p><p><a class="button block" href="/sign-in">Sign in</a></p></section>`;
}
