import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Two builds' output trees compared file by file, by path. */
export interface OutputComparison {
  same: string[];
  /** Pre-compressed twins (`.br`, `.gz`) whose bytes differ but which decode to the same bytes:
   *  a changed compression level, invisible to a reader. */
  recompressed: string[];
  /** Different for a reader: other bytes, or a compressed twin that decodes to other bytes. */
  differing: string[];
  onlyBefore: string[];
  onlyAfter: string[];
}

const DECODERS: [extension: string, decode: (bytes: Buffer) => Buffer][] = [
  ['.br', brotliDecompressSync],
  ['.gz', gunzipSync],
];

/** The bytes a reader gets from a `.br` or `.gz` file; undefined for any other file or bytes that do not decode. */
function decoded(path: string, bytes: Buffer): Buffer | undefined {
  const decode = DECODERS.find(([extension]) => path.endsWith(extension))?.[1];
  if (decode === undefined) return undefined;
  try {
    return decode(bytes);
  } catch {
    return undefined;
  }
}

/** Sorts every path of two output trees into same, recompressed, differing and one side only. */
export function classifyOutputFiles(before: Map<string, Buffer>, after: Map<string, Buffer>): OutputComparison {
  const comparison: OutputComparison = { same: [], recompressed: [], differing: [], onlyBefore: [], onlyAfter: [] };
  for (const path of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const [a, b] = [before.get(path), after.get(path)];
    if (a === undefined) comparison.onlyAfter.push(path);
    else if (b === undefined) comparison.onlyBefore.push(path);
    else if (a.equals(b)) comparison.same.push(path);
    else {
      const [plainA, plainB] = [decoded(path, a), decoded(path, b)];
      const same = plainA !== undefined && plainB !== undefined && plainA.equals(plainB);
      (same ? comparison.recompressed : comparison.differing).push(path);
    }
  }
  return comparison;
}
