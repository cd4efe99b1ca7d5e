/** One entry of a git tree object, exactly as stored (nothing sorted, merged or dropped). */
export interface RawTreeEntry {
  /** Octal mode as written (`100644`, `40000`, `120000`, …). */
  mode: string;
  /** The name decoded as UTF-8; `undefined` when its bytes are not valid UTF-8. */
  name: string | undefined;
  /** The name's bytes as hex, to name an undecodable entry in a message without guessing. */
  rawName: string;
  oid: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses the body of a tree object (`<mode> <name>\0<20-byte id>`, repeated). Unlike
 * isomorphic-git's parser it keeps every entry in the order stored, duplicates included, and
 * throws nothing for an unusual name: the checkout decides what to refuse and says why. Throws
 * only when the bytes are not a tree at all.
 */
export function parseTreeObject(bytes: Uint8Array): RawTreeEntry[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: RawTreeEntry[] = [];
  let cursor = 0;
  while (cursor < buffer.length) {
    const space = buffer.indexOf(0x20, cursor);
    const nul = space === -1 ? -1 : buffer.indexOf(0, space + 1);
    if (space === -1 || nul === -1 || nul + 21 > buffer.length)
      throw new Error(`malformed tree object at byte ${cursor}`);
    const mode = buffer.toString('latin1', cursor, space);
    const nameBytes = buffer.subarray(space + 1, nul);
    let name: string | undefined;
    try {
      name = utf8.decode(nameBytes);
    } catch {
      name = undefined;
    }
    entries.push({ mode, name, rawName: nameBytes.toString('hex'), oid: buffer.toString('hex', nul + 1, nul + 21) });
    cursor = nul + 21;
  }
  return entries;
}
