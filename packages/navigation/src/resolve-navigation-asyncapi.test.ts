import { describe, expect, it } from 'vitest';
import type { AsyncApiChannel, LoadedAsyncApi } from '@folio/openapi';
import { resolveNavigation } from './resolve-navigation.ts';
import { input, page, pages } from './test-input.ts';

const channel = (id: string, extra: Partial<AsyncApiChannel> = {}): AsyncApiChannel => ({
  id,
  tags: [],
  parameters: [],
  bindings: [],
  operations: [],
  messages: [],
  servers: [],
  pointer: `/channels/${id}`,
  ...extra,
});
const doc = (source: string, channels: AsyncApiChannel[], extra: Partial<LoadedAsyncApi> = {}): LoadedAsyncApi => ({
  source,
  ok: true,
  servers: [
    { name: 'prod', protocol: 'wss', host: 'x.io' },
    { name: 'kafka', protocol: 'kafka', host: 'k:9092' },
  ],
  channels,
  diagnostics: [],
  ...extra,
});
const events = doc('asyncapi.yaml', [
  channel('userSignedUp', { tags: ['Accounts'], servers: ['kafka'] }),
  channel('chat', { title: 'Live chat' }),
  channel('typing', { title: 'Live chat' }),
]);

describe('resolveNavigation with AsyncAPI documents', () => {
  it('generates one page per channel in a group, grouped by tag (else "Websockets"), after the group\'s own pages', () => {
    const result = resolveNavigation({
      ...input(
        { groups: [{ group: 'Events', asyncapi: '/asyncapi.yaml', pages: ['intro'] }] },
        { pages: pages('intro') },
      ),
      asyncapis: [events],
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.navigation).toEqual({
      groups: [
        {
          group: 'Events',
          asyncapi: '/asyncapi.yaml',
          pages: [
            'intro',
            { group: 'Accounts', pages: ['api-reference/accounts/usersignedup'] },
            {
              group: 'Websockets',
              pages: ['api-reference/websockets/live-chat', 'api-reference/websockets/live-chat-1'],
            },
          ],
        },
      ],
    });
    const signup = result.pages.find((p) => p.path === 'api-reference/accounts/usersignedup');
    expect(signup).toMatchObject({
      source: 'asyncapi',
      asyncapi: 'asyncapi.yaml userSignedUp',
      title: 'User signed up',
    });
    // Only the servers the channel names.
    expect(signup?.channel?.servers.map((s) => s.name)).toEqual(['kafka']);
  });

  it("appends groups to a tab, under the setting's `directory`", () => {
    const result = resolveNavigation({
      ...input({ tabs: [{ tab: 'Events', asyncapi: { source: 'asyncapi.yaml', directory: '/events/' } }] }),
      asyncapis: [events],
    });
    expect(result.diagnostics).toEqual([]);
    const tab = (result.navigation as unknown as { tabs: { groups: { group: string; pages: string[] }[] }[] }).tabs[0]!;
    expect(tab.groups.map((g) => `${g.group}: ${g.pages.join(', ')}`)).toEqual([
      'Accounts: events/accounts/usersignedup',
      'Websockets: events/websockets/live-chat, events/websockets/live-chat-1',
    ]);
  });

  it('reports a document that is missing, broken or empty at the setting, and builds the rest', () => {
    const broken = doc('broken.yaml', [], {
      ok: false,
      diagnostics: [{ code: 'ASYNCAPI_NOT_ASYNCAPI', severity: 'error', message: 'not AsyncAPI' }],
    });
    const result = resolveNavigation({
      ...input(
        {
          groups: [
            { group: 'A', asyncapi: ['missing.yaml', 'broken.yaml'] },
            { group: 'B', pages: ['intro'] },
          ],
        },
        { pages: pages('intro') },
      ),
      asyncapis: [broken],
    });
    expect(result.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual([
      'NAV_ASYNCAPI_INVALID navigation.groups[0].asyncapi',
      'NAV_ASYNCAPI_INVALID navigation.groups[0].asyncapi',
    ]);
    expect(result.diagnostics[1]!.message).toContain('not AsyncAPI');
    expect(result.pages.filter((p) => !p.hidden).map((p) => p.path)).toEqual(['intro']);
  });

  it('attaches front matter channels to their pages, by id alone or after the document (root or page-relative)', () => {
    const result = resolveNavigation({
      ...input(
        { groups: [{ group: 'G', pages: ['events/one', 'events/two', 'events/three', 'events/bad'] }] },
        {
          pages: [
            page('events/one', { asyncapi: 'chat' }),
            page('events/two', { asyncapi: '/asyncapi.yaml userSignedUp' }),
            page('events/three', { asyncapi: '../asyncapi.yaml typing', title: 'Typing' }),
            { ...page('events/bad', { asyncapi: 'nope' }), frontMatterLines: { asyncapi: 4 } },
          ],
        },
      ),
      asyncapis: [events],
    });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([
      'NAV_ASYNCAPI_UNMATCHED events/bad.mdx:4',
    ]);
    const byPath = new Map(result.pages.map((p) => [p.path, p]));
    expect(byPath.get('events/one')).toMatchObject({
      source: 'mdx',
      asyncapi: 'asyncapi.yaml chat',
      title: 'Live chat',
    });
    expect(byPath.get('events/two')?.channel?.channel.id).toBe('userSignedUp');
    expect(byPath.get('events/three')).toMatchObject({ asyncapi: 'asyncapi.yaml typing', title: 'Typing' });
  });
});
