import { createDeflate } from 'node:zlib';

/**
 * For tests: a valid 1-bit grayscale PNG of `width`×`height` black pixels. Its rows compress a
 * thousandfold, so a 32000×32000 "image bomb" is a 125 KB file that a decoder expands to 4 GB of
 * RGBA pixels. The rows are streamed through zlib, never held whole. `headerOnly` stops after the
 * IHDR chunk: enough for anything that reads the header and nothing that decodes.
 */
export async function blankPng(width: number, height: number, options: { headerOnly?: boolean } = {}): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (options.headerOnly === true) return Buffer.concat([signature, chunk('IHDR', header)]);
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => compressed.push(part));
  const done = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  // Each row: filter byte 0, then one bit per pixel, all zero.
  const rowBytes = Math.ceil(width / 8) + 1;
  const perBlock = Math.max(1, Math.min(height, Math.floor(16_777_216 / rowBytes)));
  const rows = Buffer.alloc(rowBytes * perBlock);
  for (let y = 0; y < height; y += perBlock) {
    const count = Math.min(perBlock, height - y);
    if (!deflate.write(rows.subarray(0, count * rowBytes)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
