import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Options of {@link runGitHttpBackend}. */
export interface GitHttpBackendOptions {
  /** Folder of bare repositories (`<root>/<name>.git`). */
  root: string;
  /** The authenticated user git records; http-backend refuses pushes from anonymous users. */
  remoteUser: string;
  /** Resolves when the request body may be passed on (e.g. after a ref listing taken before a push). */
  bodyReady?: Promise<unknown>;
  /** Called with the CGI's exit code once the response is complete. */
  onClose?: (code: number | null) => void;
}

/**
 * Answers one smart-HTTP git request by running `git http-backend` as CGI: the request's method,
 * path, query and content headers become CGI variables, the body its stdin, and its
 * `Status:`/header block the HTTP response head. Spawned asynchronously, so native git may talk to
 * a server in the same process (TOOLING.md: a synchronous spawn would deadlock it).
 */
export function runGitHttpBackend(req: IncomingMessage, res: ServerResponse, options: GitHttpBackendOptions): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const pathInfo = decodePath(url.pathname);
  if (pathInfo === undefined) {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('the path is not valid percent-encoded UTF-8');
    return;
  }
  const cgi = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      GIT_PROJECT_ROOT: options.root,
      GIT_HTTP_EXPORT_ALL: '1',
      PATH_INFO: pathInfo,
      QUERY_STRING: url.search.slice(1),
      REQUEST_METHOD: req.method ?? 'GET',
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
      HTTP_CONTENT_ENCODING: String(req.headers['content-encoding'] ?? ''),
      REMOTE_USER: options.remoteUser,
      REMOTE_ADDR: '127.0.0.1',
    },
  });
  // git may answer and exit before it read the whole body (an unknown repository, a refused
  // negotiation); the rest of the body then meets a closed pipe. That EPIPE, like a client that
  // hangs up mid-request, ends this one exchange and nothing else.
  cgi.stdin.on('error', () => req.unpipe(cgi.stdin));
  req.on('error', () => cgi.kill());
  res.on('error', () => cgi.kill());
  const pipeBody = () => req.pipe(cgi.stdin);
  if (options.bodyReady) void options.bodyReady.then(pipeBody, pipeBody);
  else pipeBody();
  let head = Buffer.alloc(0);
  let headersDone = false;
  cgi.stdout.on('data', (chunk: Buffer) => {
    if (headersDone) {
      res.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end === -1) return;
    headersDone = true;
    let status = 200;
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else res.setHeader(name, value);
    }
    res.writeHead(status);
    res.write(head.subarray(end + 4));
  });
  cgi.on('close', (code) => {
    if (!headersDone) res.writeHead(500);
    res.end();
    options.onClose?.(code);
  });
  cgi.on('error', () => res.destroy());
}

/** The decoded request path, or undefined when its percent escapes are not UTF-8. */
function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
