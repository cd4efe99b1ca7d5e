import { describe, expect, it } from 'vitest';
import { parsePlaygroundRequest } from './parse-playground-request.ts';

function parsed(body: unknown) {
  const result = parsePlaygroundRequest(body);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.request;
}

function refused(body: unknown, options?: { maxRequestBytes?: number }) {
  const result = parsePlaygroundRequest(body, options);
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('parsePlaygroundRequest', () => {
  it('reads method, url, headers, query and a string body', () => {
    expect(
      parsed({
        method: 'post',
        url: ' https://api.example.com/v1/pets ',
        headers: {
          Authorization: 'Bearer abc',
          'X-Count': 3,
          Accept: ['application/json', 'text/plain'],
          'X-Skip': null,
        },
        query: { limit: 10, tag: ['a', 'b'], verbose: true, empty: null },
        body: 'name=rex',
      }),
    ).toEqual({
      method: 'POST',
      url: 'https://api.example.com/v1/pets',
      headers: { authorization: 'Bearer abc', 'x-count': '3', accept: 'application/json, text/plain' },
      query: [
        ['limit', '10'],
        ['tag', 'a'],
        ['tag', 'b'],
        ['verbose', 'true'],
      ],
      body: 'name=rex',
    });
  });

  it('accepts `header` as an alias of `headers`, `headers` winning on the same name', () => {
    expect(
      parsed({ method: 'GET', url: 'https://a.test/', header: { 'X-Api-Key': 'k1', 'X-A': 'a' } }).headers,
    ).toEqual({
      'x-api-key': 'k1',
      'x-a': 'a',
    });
    expect(
      parsed({ method: 'GET', url: 'https://a.test/', header: { 'X-Api-Key': 'old' }, headers: { 'x-api-key': 'new' } })
        .headers,
    ).toEqual({
      'x-api-key': 'new',
    });
  });

  it('serialises a JSON body and adds a JSON content type when none is set', () => {
    const request = parsed({ method: 'PUT', url: 'https://a.test/', body: { name: 'rex', tags: [1, 2] } });
    expect(request.body).toBe('{"name":"rex","tags":[1,2]}');
    expect(request.headers['content-type']).toBe('application/json');
    const own = parsed({
      method: 'PATCH',
      url: 'https://a.test/',
      headers: { 'Content-Type': 'application/merge-patch+json' },
      body: [1],
    });
    expect(own.body).toBe('[1]');
    expect(own.headers['content-type']).toBe('application/merge-patch+json');
  });

  it('form-encodes an object body when the content type says so', () => {
    const request = parsed({
      method: 'POST',
      url: 'https://a.test/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: { grant_type: 'client_credentials', scope: ['a b', 'c'] },
    });
    expect(request.body).toBe('grant_type=client_credentials&scope=a+b&scope=c');
  });

  it('drops an empty body on GET and refuses a real one', () => {
    expect(parsed({ method: 'GET', url: 'https://a.test/', body: {} }).body).toBeUndefined();
    expect(parsed({ method: 'HEAD', url: 'https://a.test/', body: '' }).body).toBeUndefined();
    expect(refused({ method: 'GET', url: 'https://a.test/', body: 'x' })).toMatchObject({
      code: 'PROXY_BAD_REQUEST',
      message: 'A GET request cannot carry a body; remove "body" or use POST, PUT or PATCH.',
    });
  });

  it('keeps a header literally named __proto__ as a header', () => {
    const request = parsed(JSON.parse('{"method":"GET","url":"https://a.test/","headers":{"__proto__":"x"}}'));
    expect(Object.entries(request.headers)).toEqual([['__proto__', 'x']]);
  });

  it.each([
    [null, 'The request body must be a JSON object { method, url, headers?, query?, body? }.'],
    [[], 'The request body must be a JSON object { method, url, headers?, query?, body? }.'],
    [{ url: 'https://a.test/' }, '"method" must be one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS; got nothing.'],
    [
      { method: 'CONNECT', url: 'https://a.test/' },
      '"method" must be one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS; got "CONNECT".',
    ],
    [
      { method: 'TRACE', url: 'https://a.test/' },
      '"method" must be one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS; got "TRACE".',
    ],
    [
      { method: 7, url: 'https://a.test/' },
      '"method" must be one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS; got number 7.',
    ],
    [{ method: 'GET' }, '"url" must be a non-empty string; got nothing.'],
    [{ method: 'GET', url: ['https://a.test/'] }, '"url" must be a non-empty string; got an array.'],
    [
      { method: 'GET', url: 'https://a.test/', headers: 'x' },
      '"headers" must be an object of header names to values; got "x".',
    ],
    [
      { method: 'GET', url: 'https://a.test/', header: [] },
      '"header" must be an object of header names to values; got an array.',
    ],
    [
      { method: 'GET', url: 'https://a.test/', headers: { 'Bad Name': 'x' } },
      'Header name "Bad Name" is not a valid HTTP header name.',
    ],
    [
      { method: 'GET', url: 'https://a.test/', headers: { ':authority': 'x' } },
      'Header name ":authority" is not a valid HTTP header name.',
    ],
    [
      { method: 'GET', url: 'https://a.test/', headers: { 'X-A': 'a\r\nHost: evil' } },
      'Header "X-A" contains a line break, NUL or a character outside Latin-1.',
    ],
    [
      { method: 'GET', url: 'https://a.test/', headers: { 'X-A': { b: 1 } } },
      'Header "X-A" must be a string, number, boolean or an array of them; got an object.',
    ],
    [
      { method: 'GET', url: 'https://a.test/', query: { a: { b: 1 } } },
      'Query parameter "a" must be a string, number, boolean or an array of them; got an object.',
    ],
    [
      { method: 'GET', url: 'https://a.test/', query: 'a=1' },
      '"query" must be an object of parameter names to values; got "a=1".',
    ],
  ])('refuses %j', (body, message) => {
    expect(refused(body)).toEqual({
      code: 'PROXY_BAD_REQUEST',
      statusCode: 400,
      message,
      fix: 'Send a JSON body `{ method, url, headers?, query?, body? }` as described in the playground-proxy README.',
    });
  });

  it('refuses bodies, URLs and header sets over the limits with PROXY_REQUEST_TOO_LARGE', () => {
    expect(
      refused({ method: 'POST', url: 'https://a.test/', body: 'é'.repeat(6) }, { maxRequestBytes: 10 }),
    ).toMatchObject({
      code: 'PROXY_REQUEST_TOO_LARGE',
      statusCode: 413,
      message: 'The request body is 12 bytes; the limit is 10 bytes.',
    });
    expect(refused({ method: 'GET', url: `https://a.test/${'a'.repeat(9000)}` }).code).toBe('PROXY_REQUEST_TOO_LARGE');
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`x-h${i}`, 'v']));
    expect(refused({ method: 'GET', url: 'https://a.test/', headers: many }).message).toBe(
      'The request has 101 headers; the limit is 100.',
    );
    expect(refused({ method: 'GET', url: 'https://a.test/', headers: { 'x-big': 'v'.repeat(40_000) } }).code).toBe(
      'PROXY_REQUEST_TOO_LARGE',
    );
  });
});
