import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './encode-png.ts';

/** The chunks of a PNG, each checked against its CRC. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const found: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(data, crc32(Buffer.from(type, 'latin1'))) >>> 0);
    found.push({ type, data });
    at += 12 + length;
  }
  return found;
}

describe('encodePng', () => {
  it('writes the signature, the size, and every row unfiltered and deflated', async () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 9, 9, 9, 255]);
    const png = await encodePng(pixels, 2, 2);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [ihdr, idat, iend] = chunks(png);
    expect([ihdr!.type, idat!.type, iend!.type]).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([ihdr!.data.readUInt32BE(0), ihdr!.data.readUInt32BE(4), ihdr!.data[8], ihdr!.data[9]]).toEqual([2, 2, 8, 6]);
    expect([...inflateSync(idat!.data)]).toEqual([0, ...pixels.subarray(0, 8), 0, ...pixels.subarray(8)]);
  });

  it('refuses pixels that do not fill the image', async () => {
    await expect(encodePng(new Uint8Array(12), 2, 2)).rejects.toThrow(/expected 16 bytes/);
  });
});
