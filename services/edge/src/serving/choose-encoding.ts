import type { ManifestEntry } from '@folio/deployment';

/** Which stored body to send: the original or a pre-compressed variant. */
export interface ChosenBody {
  /** sha256 of the body to send. */
  blob: string;
  encoding: 'br' | 'gzip' | null;
}

// `br;q=0` and `gzip;q=0` refuse a coding; anything else listed (or `*`) accepts it.
function accepts(header: string, coding: string): boolean {
  let wildcard: boolean | null = null;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === coding) return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard ?? false;
}

/** Picks `br` when `Accept-Encoding` allows it and the variant exists, else `gzip`, else the original. */
export function chooseEncoding(entry: ManifestEntry, acceptEncoding: string | undefined): ChosenBody {
  if (acceptEncoding) {
    if (entry.variants.br !== undefined && accepts(acceptEncoding, 'br'))
      return { blob: entry.variants.br, encoding: 'br' };
    if (entry.variants.gzip !== undefined && accepts(acceptEncoding, 'gzip'))
      return { blob: entry.variants.gzip, encoding: 'gzip' };
  }
  return { blob: entry.blob, encoding: null };
}
