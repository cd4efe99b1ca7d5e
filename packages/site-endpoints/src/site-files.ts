/**
 * The files of one deployed site, as the endpoints read them: the edge backs it with the
 * deployment's manifest and blobs, `folio dev` with its last build in memory.
 */
export interface SiteFiles {
  /**
   * Identity of this set of files, which never change under it (a deployment id; a dev build's
   * number): what the endpoints load from them is cached under it.
   */
  readonly id: string;
  /** A file's body by URL path (`/_folio/search.json`), or `undefined` when the site has none. Rejects on I/O failure. */
  read(urlPath: string): Promise<Uint8Array | string | undefined>;
}

/** A file of the site as text (UTF-8), or `undefined` when the site has none. */
export async function readSiteText(files: SiteFiles, urlPath: string): Promise<string | undefined> {
  const body = await files.read(urlPath);
  if (body === undefined) return undefined;
  return typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
}
