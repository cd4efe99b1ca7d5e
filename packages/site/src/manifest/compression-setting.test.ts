import { describe, expect, it } from 'vitest';
import { compressionSettingOf } from './compression-setting.ts';
import type { SiteFile } from '../types.ts';

const text = (urlPath: string, body: string): SiteFile => ({
  path: urlPath.slice(1),
  urlPath,
  contentType: 'text/plain; charset=utf-8',
  body,
});

describe('compressionSettingOf', () => {
  it('decides by UTF-8 bytes, not string length, near the kilobyte threshold', () => {
    // 400 characters of three UTF-8 bytes each: 1,200 bytes, compressed.
    expect(compressionSettingOf(text('/a.txt', '€'.repeat(400)))).toEqual({ brotli: 4, gzip: 4 });
    expect(compressionSettingOf(text('/a.txt', 'a'.repeat(1023)))).toBeUndefined();
    expect(compressionSettingOf(text('/a.txt', 'a'.repeat(1024)))).toEqual({ brotli: 4, gzip: 4 });
  });

  it('gives the best brotli only to immutable assets up to 200 KB, measured in bytes', () => {
    const asset = (body: string) => text('/_folio/app.0123456789ab.js', body);
    expect(compressionSettingOf(asset('a'.repeat(200 * 1024)))?.brotli).toBe(11);
    expect(compressionSettingOf(asset('a'.repeat(200 * 1024 + 1)))?.brotli).toBe(4);
    // 70,000 characters, 210,000 bytes.
    expect(compressionSettingOf(asset('€'.repeat(70_000)))?.brotli).toBe(4);
  });

  it('agrees with a byte length the caller gives', () => {
    const file = text('/_folio/app.0123456789ab.js', '€'.repeat(70_000));
    expect(compressionSettingOf(file, 210_000)).toEqual(compressionSettingOf(file));
  });
});
