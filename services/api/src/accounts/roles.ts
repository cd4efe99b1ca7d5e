import { API_SCOPES, type ApiScope } from '../lib/api-scopes.ts';

/** A member's role in a tenant. */
export const ROLES = ['owner', 'admin', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const READ_SCOPES = API_SCOPES.filter((scope) => scope.endsWith(':read'));

/**
 * The API scopes a role holds: a session is checked against exactly the scopes an API key would
 * need for the same route. Owners and admins hold all of them, viewers only the `:read` ones.
 */
export function scopesOfRole(role: Role): readonly ApiScope[] {
  return role === 'viewer' ? READ_SCOPES : API_SCOPES;
}

/** Whether `role` may invite, change and remove members (owners and admins; only owners touch owners). */
export function canManageMembers(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/** Whether a string is a {@link Role}. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
