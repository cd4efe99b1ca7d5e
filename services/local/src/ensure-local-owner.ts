import { createApiClient } from './call-api.ts';

/** The local owner's one-time way into the dashboard. */
export interface LocalOwnerLink {
  email: string;
  /** One-time sign-in link on the dashboard (24 hours). */
  url: string;
  expiresAt: string;
}

/**
 * Makes `email` the owner of the demo tenant (created on the first start, kept afterwards) and asks
 * the API for a fresh one-time sign-in link, through the operator route a production operator uses
 * to let a tenant's first owner in.
 */
export async function ensureLocalOwner(
  apiUrl: string,
  operatorToken: string,
  tenantId: string,
  email: string,
): Promise<LocalOwnerLink> {
  const operator = createApiClient(apiUrl, operatorToken);
  const answer = await operator<{ url: string; expiresAt: string }>('POST', `/v1/tenants/${tenantId}/sign-in-links`, {
    email,
    role: 'owner',
  });
  if (answer.status !== 201)
    throw new Error(
      `creating the local owner's sign-in link answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  return { email, url: answer.body.url, expiresAt: answer.body.expiresAt };
}
