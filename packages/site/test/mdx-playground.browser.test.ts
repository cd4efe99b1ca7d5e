/// <reference lib="dom" />
// An MDX page written with `api:` front matter gets a working playground: the servers of
// docs.json `api.mdx.server`, the auth of `api.mdx.auth`, and the parameters of its <ParamField>s.
import { renderPage } from '@folio/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, screenshot, useChromium } from '../../../test/helpers/chromium.ts';
import { readPageMeta, renderSite } from '../src/index.ts';
import { sampleSite } from '../src/testing/sample-site.ts';
import { serveSite, type TestServer } from './serve-site.ts';

const PAGE = `---
title: Invite a member
description: Sends an invitation to join an organisation.
api: POST /orgs/{orgId}/invitations
---

Invites someone by email. They join once they accept.

<ParamField path="orgId" type="string" required>The organisation.</ParamField>
<ParamField query="notify" type="boolean">Send the invitation email (default true).</ParamField>
<ParamField body="email" type="string" required>Who to invite.</ParamField>
<ParamField body="role" type="string">\`member\` or \`admin\`.</ParamField>
`;

describe.skipIf(!hasChromium)('the playground of an api: page', () => {
  const chromium = useChromium({ viewport: { width: 1360, height: 1000 } });
  let server: TestServer;

  beforeAll(async () => {
    const input = sampleSite();
    input.config.api = { mdx: { server: ['https://api.acme.test/v2'], auth: { method: 'bearer' } } };
    const rendered = await renderPage({ file: 'en/v2/intro.mdx', source: PAGE });
    const content = input.content.get('en/v2/intro')!;
    content.html = rendered.html;
    content.title = 'Invite a member';
    content.meta = readPageMeta({ api: 'POST /orgs/{orgId}/invitations' })!;
    server = await serveSite(renderSite(input));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends the request the page describes, with the configured server and token, through the site', async () => {
    const page = await chromium.context.newPage();
    await page.goto(`${server.url}/en/v2/intro`);
    const form = page.locator('form[data-playground]');
    await form.getByLabel('Bearer token').fill('sk-live-1');
    await form.getByLabel(/^orgId/).fill('acme');
    await form.getByLabel(/^notify/).fill('false');
    await form.getByLabel('Request body').fill('{ "email": "ada@acme.test", "role": "admin" }');
    await page.locator('.playground').scrollIntoViewIfNeeded();
    await screenshot(page, 'mdx-api-playground', { fullPage: false });
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Rex from proxy').waitFor();
    expect(server.playgroundRequests).toEqual([
      {
        method: 'POST',
        url: 'https://api.acme.test/v2/orgs/acme/invitations',
        headers: { authorization: 'Bearer sk-live-1', 'content-type': 'application/json' },
        query: { notify: 'false' },
        body: '{ "email": "ada@acme.test", "role": "admin" }',
        operation: 'POST /orgs/{orgId}/invitations',
      },
    ]);
    await page.locator('[data-response]').scrollIntoViewIfNeeded();
    await screenshot(page, 'mdx-api-playground-answer', { fullPage: false });
    await page.close();
  });
});
