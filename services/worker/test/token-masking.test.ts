// A git host that echoes the site's access token back — in a URL, in the Authorization header it
// received, as is — while a real clone fails: neither the stored build (log, error message) nor the
// worker's own pino log may hold the token in any of its forms.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BUILD_JOB_NAME, createLogger } from '@folio/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

const TOKEN = 'ghp_EchoedBackToken0123456789abcdefXYZ';
const FORMS = [
  TOKEN,
  Buffer.from(`x-access-token:${TOKEN}`).toString('base64'),
  Buffer.from(TOKEN).toString('base64'),
  // The part of the token a partial echo would show.
  TOKEN.slice(4, 24),
];

let env: WorkerEnv;
let host: Server;
let hostUrl: string;
const logLines: string[] = [];

beforeAll(async () => {
  env = await startWorkerEnv();
  // Asks for credentials, then answers the authenticated request with everything it received.
  host = createServer((req, res) => {
    const auth = req.headers.authorization;
    if (auth === undefined) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="git"' }).end();
      return;
    }
    const echo = `Authorization: ${auth}\nurl: https://x-access-token:${TOKEN}@git.example.com${req.url}\ntoken=${TOKEN}\n`;
    const mode = (req.url ?? '').split('/')[1];
    if (mode === 'smart-200.git') res.writeHead(200, { 'content-type': 'text/plain' }).end(echo);
    else if (mode === 'refused-401.git') res.writeHead(401, { 'content-type': 'text/plain' }).end(echo);
    else res.writeHead(500, `token ${TOKEN}`, { 'content-type': 'text/plain' }).end(echo);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  await env.startWorker({ logger: createLogger('debug', { write: (line: string) => void logLines.push(line) }) });
});
afterAll(async () => {
  await env?.close();
  await new Promise((resolve) => host?.close(resolve));
});

describe('the git access token never reaches a log', () => {
  it.each(['smart-200', 'refused-401', 'failing-500'])(
    'a host answering %s with the token echoed',
    async (mode) => {
      logLines.length = 0;
      const repo = await env.createRepo(`token-${mode}`);
      await repo.commit({ 'docs.json': '{}' });
      const siteId = await env.createSite(repo, { token: TOKEN, repoUrl: `${hostUrl}/${mode}.git` });
      const buildId = await env.queueBuild(siteId, { enqueue: false });
      await env.queue.add(BUILD_JOB_NAME, { buildId }, { jobId: buildId, attempts: 1 });
      const build = await env.waitForBuild(buildId, 60_000);
      expect(build.status).toBe('failed');
      expect(build.error_message).toContain(`${hostUrl}/${mode}.git`);
      const job = await env.queue.getJob(buildId);
      const stored = [build.log, build.error_message ?? '', job?.failedReason ?? ''].join('\n');
      const logged = logLines.join('');
      expect(logged).toContain(buildId);
      for (const form of FORMS) {
        expect(stored, `stored build holds ${form}`).not.toContain(form);
        expect(logged, `worker log holds ${form}`).not.toContain(form);
      }
    },
    90_000,
  );
});
