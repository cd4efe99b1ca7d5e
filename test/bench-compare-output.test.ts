import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { classifyOutputFiles } from '../bench/build/classify-output-files.ts';

const text = Buffer.from(JSON.stringify({ terms: Array.from({ length: 400 }, (_, i) => [`term${i}`, i * 7]) }));
const brotli = (quality: number) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

describe('bench/build/compare-output classification', () => {
  it('calls a compressed twin that decodes to the same bytes recompressed, not differing', () => {
    expect(brotli(10).equals(brotli(6))).toBe(false);
    expect(gzipSync(text, { level: 9 }).equals(gzipSync(text, { level: 1 }))).toBe(false);
    const before = new Map([
      ['_folio/search-t.1.json', text],
      ['_folio/search-t.1.json.br', brotli(10)],
      ['_folio/search-t.1.json.gz', gzipSync(text, { level: 9 })],
    ]);
    const after = new Map([
      ['_folio/search-t.1.json', text],
      ['_folio/search-t.1.json.br', brotli(6)],
      ['_folio/search-t.1.json.gz', gzipSync(text, { level: 1 })],
    ]);
    expect(classifyOutputFiles(before, after)).toEqual({
      same: ['_folio/search-t.1.json'],
      recompressed: ['_folio/search-t.1.json.br', '_folio/search-t.1.json.gz'],
      differing: [],
      onlyBefore: [],
      onlyAfter: [],
    });
  });

  it('still reports other text, undecodable bytes and one-sided files as differences', () => {
    const other = Buffer.from(`${text.toString()} `);
    const before = new Map([
      ['index.html', Buffer.from('<p>a</p>')],
      ['index.html.br', brotli(6)],
      ['page.html.gz', Buffer.from('not gzip')],
      ['gone.html', Buffer.from('x')],
    ]);
    const after = new Map([
      ['index.html', Buffer.from('<p>b</p>')],
      ['index.html.br', brotliCompressSync(other)],
      ['page.html.gz', Buffer.from('not gzip either')],
      ['new.html', Buffer.from('y')],
    ]);
    expect(classifyOutputFiles(before, after)).toEqual({
      same: [],
      recompressed: [],
      differing: ['index.html', 'index.html.br', 'page.html.gz'],
      onlyBefore: ['gone.html'],
      onlyAfter: ['new.html'],
    });
  });
});
