// The reference for the edge's load rows: a static server giving the same bytes on the same
// machine. nginx (one worker, like the edge's one Node process) from a private config when it can
// be had (scripts/ensure-nginx.sh installs Debian's); else a minimal Node server, which says so.
import { execFile, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
const ENSURE_NGINX = fileURLToPath(new URL('../../scripts/ensure-nginx.sh', import.meta.url));

/** A running baseline server. */
export interface StaticBaseline {
  port: number;
  /** What serves: `nginx <version>`, or the Node fallback and why nginx could not be used. */
  server: string;
  close(): Promise<void>;
}

/** Serves `body` as `text/html` at `/` on 127.0.0.1. */
export async function startStaticBaseline(body: Buffer): Promise<StaticBaseline> {
  const nginx = await run('bash', [ENSURE_NGINX], { timeout: 180_000 }).then(
    () => startNginx(body).catch((error: Error) => `nginx did not start: ${error.message.split('\n')[0]}`),
    (error: Error) => `nginx could not be installed: ${error.message.split('\n')[0]}`,
  );
  return typeof nginx === 'string' ? startNodeServer(body, nginx) : nginx;
}

async function startNginx(body: Buffer): Promise<StaticBaseline> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-reliability-nginx-'));
  // nginx's workers drop root for `nobody`: the page must be readable by anyone.
  await mkdir(join(dir, 'www'));
  await writeFile(join(dir, 'www', 'index.html'), body);
  await chmod(dir, 0o755);
  await chmod(join(dir, 'www'), 0o755);
  await chmod(join(dir, 'www', 'index.html'), 0o644);
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${join(dir, name)};`)
    .join(' ');
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon on; worker_processes 1; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'error.log')};
events { worker_connections 1024; }
http { access_log off; ${temp} keepalive_requests 1000000;
  server { listen 127.0.0.1:${port}; location / { root ${join(dir, 'www')}; index index.html; default_type text/html; } } }
`,
  );
  await run('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { timeout: 10_000 });
  const { stderr } = await run('nginx', ['-v']);
  return {
    port,
    server: stderr.trim().replace(/^nginx version: /, ''),
    async close() {
      const pid = Number((await readFile(join(dir, 'nginx.pid'), 'utf8').catch(() => '')).trim());
      if (pid > 0) {
        process.kill(pid, 'SIGQUIT');
        for (let i = 0; i < 50 && alive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The fallback: a Node server in its own process (as nginx would be), answering every request with `body`. */
async function startNodeServer(body: Buffer, why: string): Promise<StaticBaseline> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-reliability-static-'));
  await writeFile(join(dir, 'index.html'), body);
  const script = `const { createServer } = require('node:http'); const body = require('node:fs').readFileSync(${JSON.stringify(join(dir, 'index.html'))});
const server = createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html', 'content-length': body.length }); res.end(body); });
server.keepAliveTimeout = 60000; server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', () => reject(new Error('the Node static server exited')));
  });
  return {
    port,
    server: `a minimal Node static server (${why})`,
    async close() {
      child.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
