import { describe, expect, it } from 'vitest';
import { flattenResponseHeaders } from './flatten-response-headers.ts';
import { stripRequestHeaders } from './strip-request-headers.ts';

describe('stripRequestHeaders', () => {
  it('keeps API headers, drops browser, hop-by-hop and forwarding ones, and sets identity encoding', () => {
    expect(
      stripRequestHeaders(
        {
          authorization: 'Bearer t',
          'x-api-key': 'k',
          cookie: 'a=1',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-proto': 'http',
          'proxy-authorization': 'Basic x',
          connection: 'x-custom',
          'x-custom': 'hop',
          'accept-encoding': 'br',
        },
        'UA/1',
      ),
    ).toEqual({ authorization: 'Bearer t', 'x-api-key': 'k', 'accept-encoding': 'identity', 'user-agent': 'UA/1' });
  });
});

describe('flattenResponseHeaders', () => {
  it('joins repeats, keeps set-cookie values apart and drops hop-by-hop headers', () => {
    expect(
      flattenResponseHeaders({
        vary: ['accept', 'origin'],
        'set-cookie': ['a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT', 'b=2'],
        connection: 'keep-alive',
        'transfer-encoding': 'chunked',
      }),
    ).toEqual({ vary: 'accept, origin', 'set-cookie': 'a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT\nb=2' });
  });
});
