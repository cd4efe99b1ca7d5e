import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from './build-site.ts';
import { createDirectoryReader } from './directory-reader.ts';

const fixture = fileURLToPath(new URL('../../../test/fixtures/asyncapi/', import.meta.url));

describe('buildSite with AsyncAPI documents (test/fixtures/asyncapi)', () => {
  let result: BuildResult;
  const text = (url: string) => new TextDecoder().decode(result.blobs.get(result.manifest!.files[url]!.blob));
  beforeAll(async () => {
    result = await buildSite(createDirectoryReader(fixture), { renderPool: false });
  });

  it('builds without a problem', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([]);
  });

  it('renders a generated 3.0 channel page: address, servers, parameters, bindings, operation and message fields, example', () => {
    const html = text('/events/accounts/user-signed-up');
    expect(html).toContain('<h1');
    expect(html).toContain('User signed up');
    expect(html).toMatch(
      /<span class="method method-channel">CHANNEL<\/span><code class="api-path">users\.\{userId\}\.signedup<\/code>/,
    );
    expect(html).toContain('data-server="production"');
    expect(html).toContain('stream.acme.dev/v1');
    expect(html).toContain('broker.acme.dev:9092');
    expect(html).toContain('data-param="userId"');
    expect(html).toContain('topic: users.signedup, partitions: 12, replicas: 3');
    expect(html).toContain('data-operation-action="receive"');
    expect(html).toContain('data-message="UserSignedUp"');
    // Payload fields use the OpenAPI pages' field markup, nested objects in expandables.
    expect(html).toMatch(
      /<code class="field-name">signedUpAt<\/code><span class="field-type">string&lt;date-time&gt;<\/span>/,
    );
    expect(html).toContain('<details class="expandable"');
    expect(html).toContain('<code class="field-name">correlationId</code>');
    // The document's example payload, as JSON.
    expect(html).toContain('&quot;displayName&quot;: &quot;Ada Lovelace&quot;');
  });

  it("renders a 2.6 channel on the page whose front matter names it, above the page's own text", () => {
    const html = text('/events/legacy-measured');
    expect(html).toContain('smartylighting/streetlights/{streetlightId}/lighting/measured');
    expect(html).toContain('mqtt://test.mosquitto.org');
    expect(html).toContain('<code class="channel-verb" title="AsyncAPI 2 operation">subscribe</code>');
    expect(html).toContain('lumens');
    expect(html.indexOf('data-channel=')).toBeLessThan(html.indexOf('one measurement per minute'));
  });

  it('lists channel pages in navigation, search, Markdown and llms.txt', () => {
    const search = JSON.parse(text('/_folio/search.json')) as {
      pages: { title: string; path: string }[];
      sections: [number, string, string, string, string][];
    };
    const chat = search.pages.findIndex((page) => page.path === '/events/support/chat');
    expect(search.pages[chat]?.title).toBe('Chat');
    const chatText = search.sections.filter((section) => section[0] === chat).map((section) => section[3]);
    expect(chatText.join(' ')).toContain('Two-way chat session');
    expect(search.pages.map((page) => page.path)).toContain('/events/accounts/user-signed-up');
    const markdown = text('/events/support/chat.md');
    expect(markdown).toContain('Channel: `/chat`');
    expect(markdown).toContain('## Send: Send a chat message.');
    expect(text('/llms.txt')).toContain('/events/accounts/user-signed-up.md');
    expect(text('/events/overview')).toMatch(/href="\/events\/support\/chat"/);
  });
});
