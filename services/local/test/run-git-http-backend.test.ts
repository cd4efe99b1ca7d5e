import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHttpServer, type GitHttpServer } from '../../../test/git-http-server.ts';

const run = promisify(execFile);

/** Sends a raw request and resolves with the status, or with the socket error that ended it. */
function send(server: GitHttpServer, method: string, path: string, body?: Buffer): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(
      `${server.url}${path}`,
      { method, headers: { 'content-type': 'application/x-git-upload-pack-request' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
    req.end(body);
  });
}

describe('runGitHttpBackend (the local git host of npm start and the tests)', () => {
  let root: string;
  let server: GitHttpServer;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'folio-git-backend-'));
    await run('git', ['init', '-q', '--bare', join(root, 'docs.git')]);
    server = await startGitHttpServer({ root });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('survives git exiting before it read a large request body (EPIPE on its stdin)', async () => {
    const uncaught: Error[] = [];
    const record = (error: Error) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      // An unknown repository: http-backend answers 404 at once and never reads the 16 MB body.
      for (let round = 0; round < 3; round++) {
        const answer = await send(server, 'POST', '/missing.git/git-upload-pack', Buffer.alloc(16 * 1024 * 1024, 0x30));
        expect(['ECONNRESET', 'EPIPE', 404]).toContain(answer);
      }
      // Let any late pipe error surface before judging.
      await new Promise((done) => setTimeout(done, 100));
      expect(uncaught).toEqual([]);
      // The server still answers a normal request.
      expect(await send(server, 'GET', '/docs.git/info/refs?service=git-upload-pack')).toBe(200);
    } finally {
      process.off('uncaughtException', record);
    }
  });

  it('answers 400 to a path whose percent escapes are not UTF-8, instead of throwing', async () => {
    expect(await send(server, 'GET', '/docs.git/%E0%A4%A/info/refs')).toBe(400);
    expect(await send(server, 'GET', '/docs.git/info/refs?service=git-upload-pack')).toBe(200);
  });
});
