import { describe, expect, it } from 'vitest';
import { absoluteLlmsTxt } from './absolute-llms-txt.ts';

describe('absoluteLlmsTxt', () => {
  it('makes root-relative links absolute for the origin served, and leaves other links alone', () => {
    const body =
      '# Acme\n\n## Guides\n\n- [Setup \\[beta\\]](/guides/setup.md): See [the API](/api.md), [GitHub](https://github.com/acme) and [this](//cdn.test/x).\n';
    expect(absoluteLlmsTxt(body, 'https://docs.acme.com/')).toBe(
      '# Acme\n\n## Guides\n\n- [Setup \\[beta\\]](https://docs.acme.com/guides/setup.md): See [the API](https://docs.acme.com/api.md), [GitHub](https://github.com/acme) and [this](//cdn.test/x).\n',
    );
  });
});
