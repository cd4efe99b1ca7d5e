import { describe, expect, it } from 'vitest';
import { compiledNodeOptions } from '../bench/analytics/compiled-edge.ts';

describe('the analytics bench runs the compiled edge', () => {
  it('drops the condition that resolves @folio/* to the sources', () => {
    expect(compiledNodeOptions('--conditions=@folio/source')).toBe('');
  });

  it('keeps every other option, in order', () => {
    expect(compiledNodeOptions('--max-old-space-size=512  --conditions=@folio/source --enable-source-maps')).toBe(
      '--max-old-space-size=512 --enable-source-maps',
    );
  });

  it('gives an empty setting when there was none', () => {
    expect(compiledNodeOptions(undefined)).toBe('');
  });
});
