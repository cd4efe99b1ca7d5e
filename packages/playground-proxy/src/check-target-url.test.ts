import { describe, expect, it } from 'vitest';
import { checkTargetUrl } from './check-target-url.ts';
import { isProxyError } from './proxy-error.ts';

describe('checkTargetUrl', () => {
  it('says which rule refused an origin and what the allow-list holds', () => {
    const allowed = new Set(['https://api.acme.test', 'https://auth.acme.test']);
    const refused = checkTargetUrl('https://evil.test/oauth/token', [], allowed);
    expect(isProxyError(refused) && refused.message).toBe(
      "https://evil.test is not on this site's playground allow-list: requests may go only to the origins of its OpenAPI servers, of the OAuth token and OpenID Connect discovery URLs its documents declare, and those the site owner added (allowed: https://api.acme.test, https://auth.acme.test).",
    );
    const many = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `https://${name}.acme.test`));
    const long = checkTargetUrl('https://z.acme.test/', [], many);
    expect(isProxyError(long) && long.message).toContain('https://e.acme.test and 2 more).');
    expect(checkTargetUrl('https://auth.acme.test/oauth/token?x=1', [['y', '2']], allowed)).toEqual(
      new URL('https://auth.acme.test/oauth/token?x=1&y=2'),
    );
  });
});
