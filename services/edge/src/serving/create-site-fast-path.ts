import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestBasePath } from './request-base-path.ts';
import type { Logger } from 'pino';
import type { AccessGate, GateDecision } from '../access/access-gate.ts';
import { makeHeadersPrivate } from '../access/private-headers.ts';
import { readerGroupsOf } from '../access/reader-groups.ts';
import type { SiteAnswer, SiteResponder } from './create-site-responder.ts';

/** Settings of {@link createSiteFastPath}. */
export interface SiteFastPathOptions {
  respond: SiteResponder;
  /** Reader access: decides first whether the request may be served at all. */
  gate: AccessGate;
  /** Exact paths Fastify routes itself (`/healthz`, `/_docs/api/request`…): never taken here. */
  fastifyPaths: readonly string[];
  /** True once the app is closing: Fastify then answers 503 and closes the connection. */
  isClosing(): boolean;
  /** Told of every answer once it is written (analytics). Must not throw. */
  onAnswered(req: IncomingMessage, answer: SiteAnswer): void;
  log: Logger;
}

/** Answers a request on the raw Node server and returns true, or returns false to leave it to Fastify. */
export type SiteFastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Serves GET and HEAD site requests straight from the Node server, before Fastify's per-request
 * machinery (request and reply objects, child logger, hooks, routing), which costs several times
 * what answering a cached page does. The access gate runs first, as it does before Fastify's routes:
 * a private site's reader without a session gets its answer, a signed-in one a private answer. The answer is the very same `SiteResponder` answer Fastify's
 * catch-all route sends: Host and path go through the same normalisation and manifest lookup.
 * Anything else — other methods, Fastify's own routes (also when percent-encoded), a closing
 * app — is left to Fastify.
 */
export function createSiteFastPath(options: SiteFastPathOptions): SiteFastPath {
  const reserved = new Set(options.fastifyPaths);
  const isReserved = (url: string) => {
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    if (reserved.has(path)) return true;
    if (!path.includes('%')) return false;
    try {
      return reserved.has(decodeURIComponent(path));
    } catch {
      return false;
    }
  };
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || options.isClosing()) return false;
    const url = req.url ?? '/';
    if (isReserved(url)) return false;
    const write = (answer: SiteAnswer) => {
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
      options.onAnswered(req, answer);
    };
    const fail = (error: unknown) => {
      // A bug (the responder turns dependency failures into answers) or an answer Node would not
      // write: a logged 500, or a destroyed socket once headers are out. Never an unhandled rejection.
      options.log.error({ err: error, host: req.headers.host, url }, 'site request failed');
      try {
        if (!res.headersSent)
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('Internal Server Error');
      } catch {
        res.destroy();
      }
    };
    const serve = (decision: GateDecision) => {
      if (decision.kind === 'refused') {
        write(decision.answer);
        return;
      }
      options
        .respond({
          host: req.headers.host,
          url,
          acceptEncoding: req.headers['accept-encoding'],
          accept: req.headers.accept,
          ifNoneMatch: req.headers['if-none-match'],
          readerGroups: decision.kind === 'reader' ? readerGroupsOf(decision.session) : undefined,
        })
        .then((answer) =>
          write(decision.kind === 'reader' ? { ...answer, headers: makeHeadersPrivate(answer.headers) } : answer),
        )
        .catch(fail);
    };
    try {
      const decision = options.gate({
        method: req.method,
        url,
        host: req.headers.host,
        accept: req.headers.accept,
        cookie: req.headers.cookie,
        basePath: requestBasePath(req),
      });
      // A cached host decides at once: a public site's cached page still awaits nothing more.
      if (decision instanceof Promise) decision.then(serve).catch(fail);
      else serve(decision);
    } catch (error) {
      fail(error);
    }
    return true;
  };
}
