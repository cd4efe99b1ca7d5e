import { describe, expect, it } from 'vitest';
import { normalisePagePath } from './normalise-page-path.ts';

describe('normalisePagePath', () => {
  it('COMPAT page references: a leading / is dropped', () => {
    expect(normalisePagePath('/api/errors')).toEqual({ ok: true, path: 'api/errors' });
  });

  it('COMPAT page references: .. is resolved inside the repo and never leaves it', () => {
    expect(normalisePagePath('guides/../api/./errors')).toEqual({ ok: true, path: 'api/errors' });
    expect(normalisePagePath('../secrets')).toEqual({ ok: false, reason: 'outside-repo' });
    expect(normalisePagePath('/guides/../../etc/passwd')).toEqual({ ok: false, reason: 'outside-repo' });
  });

  it('COMPAT page references: index is the site root', () => {
    expect(normalisePagePath('/')).toEqual({ ok: true, path: 'index' });
    expect(normalisePagePath('index')).toEqual({ ok: true, path: 'index' });
  });
});
