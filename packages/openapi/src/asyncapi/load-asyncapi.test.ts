import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { channelPagePath, channelTitle } from './channel-page-path.ts';
import { loadAsyncApi } from './load-asyncapi.ts';
import { parseChannelRef } from './parse-channel-ref.ts';

const fixture = fileURLToPath(new URL('../../../../test/fixtures/asyncapi/', import.meta.url));
const fromFixture = { readFile: (path: string) => readFile(fixture + path, 'utf8').catch(() => undefined) };
const inMemory = (files: Record<string, string>) => ({ readFile: async (path: string) => files[path] });

describe('loadAsyncApi', () => {
  it('reads a 3.0 document: servers, channels with their operations, parameters, bindings and inlined payloads', async () => {
    const doc = await loadAsyncApi('/asyncapi/signup.yaml', fromFixture);
    expect(doc.diagnostics).toEqual([]);
    expect(doc).toMatchObject({
      ok: true,
      source: 'asyncapi/signup.yaml',
      version: '3.0.0',
      title: 'Acme account events',
    });
    expect(doc.servers.map((s) => `${s.name} ${s.protocol} ${s.host}`)).toEqual([
      'production wss stream.acme.dev',
      'kafka kafka broker.acme.dev:9092',
    ]);
    const [signup, chat] = doc.channels;
    expect(signup).toMatchObject({
      id: 'userSignedUp',
      address: 'users.{userId}.signedup',
      tags: ['Accounts'],
      servers: ['production', 'kafka'],
    });
    expect(signup!.parameters).toEqual([{ name: 'userId', description: 'Id of the account that signed up.' }]);
    expect(signup!.bindings).toEqual([
      { protocol: 'kafka', summary: 'topic: users.signedup, partitions: 12, replicas: 3' },
    ]);
    expect(signup!.operations.map((o) => `${o.action} ${o.id} ${o.messages.map((m) => m.name).join(',')}`)).toEqual([
      'receive onUserSignedUp UserSignedUp',
    ]);
    // The payload came from another file of the repository, and its own `$ref` inside that file.
    const payload = signup!.operations[0]!.messages[0]!.payload as {
      properties: { user: { properties: Record<string, unknown> } };
    };
    expect(Object.keys(payload.properties.user.properties)).toEqual(['id', 'email', 'displayName', 'plan']);
    expect(signup!.operations[0]!.messages[0]!.examples).toHaveLength(1);
    // An operation without `messages` carries every message of its channel.
    expect(chat!.operations.map((o) => `${o.action} ${o.messages.map((m) => m.name).join(',')}`)).toEqual([
      'send ChatMessage',
      'receive ChatMessage,Typing',
    ]);
  });

  it('turns a recursive schema into a finite tree', async () => {
    const doc = await loadAsyncApi('asyncapi/signup.yaml', fromFixture);
    const chat = doc.channels[1]!.operations[0]!.messages[0]!.payload as {
      properties: { replyTo: { properties: { quoted: unknown } } };
    };
    expect(chat.properties.replyTo.properties.quoted).toMatchObject({ type: 'object', title: 'ChatReference' });
  });

  it('reads a 2.6 document: publish is what the application receives, subscribe what it sends, oneOf messages', async () => {
    const doc = await loadAsyncApi('asyncapi/legacy-2.6.yaml', fromFixture);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.servers).toEqual([
      { name: 'mosquitto', protocol: 'mqtt', host: 'mqtt://test.mosquitto.org', description: 'Public test broker.' },
    ]);
    expect(
      doc.channels.map(
        (c) =>
          `${c.id}: ${c.operations.map((o) => `${o.verb}→${o.action} ${o.messages.map((m) => m.name).join('|')}`).join('; ')}`,
      ),
    ).toEqual([
      'smartylighting/streetlights/{streetlightId}/lighting/measured: subscribe→send lightMeasured',
      'smartylighting/streetlights/{streetlightId}/turn/on: publish→receive turnOnOff|dimLight',
    ]);
    expect(doc.channels[0]!.parameters[0]).toEqual({
      name: 'streetlightId',
      description: 'The ID of the streetlight.',
      schema: { type: 'string' },
    });
  });

  it('reports every problem with file, JSON path and line instead of throwing', async () => {
    const doc = await loadAsyncApi(
      'a.yaml',
      inMemory({
        'a.yaml': [
          'asyncapi: 3.0.0',
          'info: { title: T, version: "1" }',
          'channels:',
          '  one:',
          '    address: one',
          '    messages:',
          '      M:',
          "        $ref: '#/components/messages/Missing'",
          '      N:',
          '        payload:',
          "          $ref: 'other.yaml#/X'",
          '  two: 5',
          'operations:',
          '  op:',
          '    action: publish',
          "    channel: { $ref: '#/channels/one' }",
        ].join('\n'),
      }),
    );
    expect(doc.ok).toBe(true);
    expect(doc.diagnostics.map((d) => `${d.code} ${d.file} ${d.path} ${d.line}`)).toEqual([
      'ASYNCAPI_REF_UNRESOLVED a.yaml channels.one.messages.M.$ref 8',
      'ASYNCAPI_REF_UNRESOLVED a.yaml channels.one.messages.N.payload.$ref 11',
      'ASYNCAPI_INVALID a.yaml operations.op.action 15',
      'ASYNCAPI_INVALID a.yaml channels.two 12',
    ]);
  });

  it('is not ok for a missing file, a syntax error, OpenAPI, or an unknown version', async () => {
    const io = inMemory({ 'bad.yaml': 'asyncapi: [\n', 'o.yaml': 'openapi: 3.1.0\n', 'v1.yaml': 'asyncapi: 1.2.0\n' });
    const codes = async (source: string) =>
      (await loadAsyncApi(source, io)).diagnostics.map((d) => `${d.code} ${d.line ?? ''}`);
    expect(await codes('missing.yaml')).toEqual(['ASYNCAPI_NOT_FOUND ']);
    expect((await codes('bad.yaml'))[0]).toMatch(/^ASYNCAPI_PARSE_ERROR \d/);
    expect(await codes('o.yaml')).toEqual(['ASYNCAPI_NOT_ASYNCAPI ']);
    expect(await codes('v1.yaml')).toEqual(['ASYNCAPI_NOT_ASYNCAPI 1']);
    expect(await codes('../outside.yaml')).toEqual(['ASYNCAPI_SOURCE_INVALID ']);
    expect((await loadAsyncApi('https://x.example/a.yaml', io)).diagnostics.map((d) => d.code)).toEqual([
      'ASYNCAPI_FETCH_FAILED',
    ]);
  });

  it('stops a reference graph that multiplies, and a $ref that points at itself, with a diagnostic', async () => {
    // Each level refers to the next twice: 2^24 values once inlined.
    const schemas: Record<string, unknown> = { L24: { type: 'string' } };
    for (let level = 0; level < 24; level++)
      schemas[`L${level}`] = {
        type: 'object',
        properties: {
          a: { $ref: `#/components/schemas/L${level + 1}` },
          b: { $ref: `#/components/schemas/L${level + 1}` },
        },
      };
    const document = {
      asyncapi: '3.0.0',
      info: { title: 'T', version: '1' },
      channels: {
        big: { address: 'big', messages: { m: { payload: { $ref: '#/components/schemas/L0' } } } },
        loop: { $ref: '#/channels/loop' },
      },
      components: { schemas },
    };
    const doc = await loadAsyncApi('big.json', inMemory({ 'big.json': JSON.stringify(document) }));
    expect(doc.diagnostics.map((d) => `${d.code} ${d.path ?? ''}`)).toEqual([
      'ASYNCAPI_TOO_LARGE ',
      'ASYNCAPI_INVALID channels.loop',
    ]);
    expect(doc.channels.map((c) => c.id)).toEqual(['big']);
  });

  it('fetches https documents through the injected fetcher only', async () => {
    const fetched: string[] = [];
    const doc = await loadAsyncApi('https://x.example/a.json', {
      readFile: async () => undefined,
      fetchUrl: async (url) => {
        fetched.push(url);
        return JSON.stringify({
          asyncapi: '3.0.0',
          info: { title: 'R', version: '1' },
          channels: { c: { address: 'c' } },
        });
      },
    });
    expect(fetched).toEqual(['https://x.example/a.json']);
    expect(doc.channels.map((c) => c.id)).toEqual(['c']);
  });
});

describe('channel pages', () => {
  it('are titled and placed like the reference: title else sentence-cased id, tag folder, Websockets by default', () => {
    const base = { tags: [], parameters: [], bindings: [], operations: [], messages: [], servers: [], pointer: '' };
    expect(channelTitle({ ...base, id: 'userSignedUp' })).toBe('User signed up');
    expect(channelPagePath({ ...base, id: 'userSignedUp' }, 'api-reference')).toBe(
      'api-reference/websockets/usersignedup',
    );
    expect(channelPagePath({ ...base, id: 'x', title: 'User signed up', tags: ['Accounts'] }, 'events')).toBe(
      'events/accounts/user-signed-up',
    );
    expect(channelPagePath({ ...base, id: 'smartylighting/streetlights/{id}/turn/on' }, 'api-reference')).toBe(
      'api-reference/websockets/smartylightingstreetlights-turnon',
    );
  });

  it('front matter values name a channel, optionally after its document', () => {
    expect(parseChannelRef('chat')).toEqual({ channelId: 'chat' });
    expect(parseChannelRef(' /asyncapi.yaml  chat ')).toEqual({ file: '/asyncapi.yaml', channelId: 'chat' });
    expect(parseChannelRef('a b c')).toBeUndefined();
    expect(parseChannelRef(3)).toBeUndefined();
  });
});
