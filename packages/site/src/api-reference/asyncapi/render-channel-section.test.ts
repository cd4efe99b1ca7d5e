import { describe, expect, it } from 'vitest';
import type { ChannelPage } from '@folio/navigation';
import { channelMarkdown } from './channel-markdown.ts';
import { renderChannelSection } from './render-channel-section.ts';

const page: ChannelPage = {
  source: 'a.yaml',
  defaultContentType: 'application/json',
  servers: [{ name: 'prod', protocol: 'wss', host: 'x.io', pathname: '/v1' }],
  channel: {
    id: 'evil',
    address: '<script>alert(1)</script>/{id}',
    description: 'Has **bold** and <img src=x onerror=alert(1)>.',
    tags: [],
    parameters: [{ name: 'id', enum: ['a', 'b'], default: 'a' }],
    bindings: [{ protocol: 'ws', summary: 'method: GET' }],
    servers: [],
    pointer: '/channels/evil',
    messages: [],
    operations: [
      {
        id: 'sendIt',
        action: 'send',
        summary: 'Send it',
        messages: [
          {
            name: 'M',
            examples: [],
            payload: {
              type: 'object',
              properties: { inner: { type: 'object', properties: { deep: { type: 'integer', example: 7 } } } },
            },
          },
        ],
      },
    ],
  },
};

describe('renderChannelSection', () => {
  it('escapes everything the document says', () => {
    const html = String(renderChannelSection(page));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;/{id}');
    expect(html).toContain('<strong>bold</strong>');
  });

  it('shows parameters with allowed values and default, the default content type, and an example built from the schema', () => {
    const html = String(renderChannelSection(page));
    expect(html).toContain('Allowed values: <code>&quot;a&quot;</code>, <code>&quot;b&quot;</code>');
    expect(html).toContain('default: <code>&quot;a&quot;</code>');
    expect(html).toContain('<code>application/json</code>');
    expect(html).toContain('&quot;deep&quot;: 7');
    expect(html).toContain('x.io/v1');
  });

  it('opens nested fields with api.params.expanded "all", as on OpenAPI pages', () => {
    expect(String(renderChannelSection(page))).toContain('<details class="expandable"><summary>');
    expect(String(renderChannelSection(page, { params: { expanded: 'all' } }))).toContain(
      '<details class="expandable" open><summary>',
    );
  });

  it('has a Markdown form for llms.txt and <page>.md', () => {
    const markdown = channelMarkdown(page);
    expect(markdown).toContain('- `prod`: wss://x.io/v1');
    expect(markdown).toContain('## Send: Send it');
    expect(markdown).toContain('"deep": 7');
    // The page's Markdown also lists the payload's fields; the search index reads the summary.
    expect(markdown).not.toContain('Payload:');
    expect(channelMarkdown(page, { fields: true })).toContain(
      '### Message `M`\n\nPayload:\n\n- `inner` (object)\n  - `deep` (integer)\n',
    );
  });
});
