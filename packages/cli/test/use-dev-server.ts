// folio dev's server over a fixed set of built files, for tests of what it sends.
import type { AddressInfo } from 'node:net';
import type { SiteFile } from '@folio/site';
import { afterAll, beforeAll } from 'vitest';
import { createDevServer, type DevServer } from '../src/dev/dev-server.ts';

/**
 * Starts folio dev's server on 127.0.0.1 in a `beforeAll`, serving `files` as the current build
 * (no redirects, no extra origins), and closes it in an `afterAll`. `base` is its address.
 */
export function useDevServer(files: readonly SiteFile[]): { readonly base: string } {
  let dev: DevServer | undefined;
  let base = '';
  beforeAll(async () => {
    const snapshot = { files: new Map(files.map((file) => [file.urlPath, file])), redirects: [], serverUrls: [] };
    dev = createDevServer({ snapshot: () => snapshot, extraOrigins: [] });
    await new Promise<void>((resolve) => dev!.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(dev.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await dev?.close();
  });
  return {
    get base(): string {
      return base;
    },
  };
}
