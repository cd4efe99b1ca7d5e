// A real nginx (Debian's /usr/sbin/nginx, see scripts/ensure-nginx.sh) for tests, in its own prefix
// directory on a free loopback port: no root, no system configuration, logs in the directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

export interface Nginx {
  port: number;
  /** What nginx wrote to its error log so far (for a failing test's message). */
  errors(): Promise<string>;
  close(): Promise<void>;
}

/** A free port on 127.0.0.1 (asked of the kernel, then released for nginx to take). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts nginx with `server` (the body of one `server { }` block, `listen` added here) in the
 * foreground (`daemon off`), and resolves once it accepts connections.
 */
export async function startNginx(server: (port: number) => string): Promise<Nginx> {
  const prefix = await mkdtemp(join(tmpdir(), 'folio-nginx-'));
  await mkdir(join(prefix, 'temp'));
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  const conf = `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${join(prefix, 'access.log')};
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  server {
    listen 127.0.0.1:${port};
    ${server(port)}
  }
}
`;
  const confPath = join(prefix, 'nginx.conf');
  await writeFile(confPath, conf);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', confPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = async () => `${stderr}${await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '')}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${await errors()}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (attempt > 100) throw new Error(`nginx did not start: ${await errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    errors,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
