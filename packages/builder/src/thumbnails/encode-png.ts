import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Encodes opaque RGBA pixels as a PNG, compressing on libuv's threads: resvg's own `asPng()` runs
 * on the calling thread and would put ~8 ms per card on the build's main thread. Rows are
 * unfiltered, which suits drawn cards (flat colours and text): smaller than resvg's output for
 * them, larger for a photographic background.
 */
export async function encodePng(pixels: Uint8Array, width: number, height: number): Promise<Buffer> {
  const stride = width * 4;
  if (pixels.byteLength !== stride * height) throw new Error(`expected ${stride * height} bytes of pixels, got ${pixels.byteLength}`);
  // Each row starts with its filter type: 0, none.
  const raw = Buffer.alloc((stride + 1) * height);
  const source = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  for (let y = 0; y < height; y++) source.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', await deflateAsync(raw, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(8);
  length.writeUInt32BE(data.length, 0);
  length.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(Buffer.from(type, 'latin1'))) >>> 0, 0);
  return Buffer.concat([length, data, crc]);
}
