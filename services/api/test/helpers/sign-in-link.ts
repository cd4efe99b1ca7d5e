import { expect } from 'vitest';
import { DashboardBrowser } from './dashboard-browser.ts';
import { OPERATOR_TOKEN, type TestEnv } from './test-env.ts';

/**
 * A sign-in link for `email` in tenant `tenantId`, made by the operator
 * (`POST /v1/tenants/:id/sign-in-links`, the role left to its default unless given): its URL.
 */
export async function createSignInLink(env: TestEnv, tenantId: string, email: string, role?: string): Promise<string> {
  const response = await env.app.inject({
    method: 'POST',
    url: `/v1/tenants/${tenantId}/sign-in-links`,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    payload: role === undefined ? { email } : { email, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url;
}

/**
 * A `DashboardBrowser` signed in through an operator's link: the link opened and its form posted;
 * with `home`, the home page loaded after (for its CSRF token).
 */
export async function signedInBrowser(
  env: TestEnv,
  tenantId: string,
  email: string,
  options: { role?: string; home?: boolean } = {},
): Promise<DashboardBrowser> {
  const browser = new DashboardBrowser(env);
  const path = new URL(await createSignInLink(env, tenantId, email, options.role)).pathname;
  await browser.get(path);
  await browser.post(path);
  if (options.home === true) await browser.get('/');
  return browser;
}
