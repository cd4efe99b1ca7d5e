import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { constantTimeEqual } from '../lib/constant-time-equal.ts';
import { readBearer } from './operator-auth.ts';

/** How a route's token is configured and may be sent. */
export interface RouteTokenOptions {
  /** The configured token; `null`: the route is not served at all. */
  token: string | null;
  /** The variable that sets it, named in the 401 message. */
  variable: string;
  /** Also accept `?token=`, for callers that can only be given a URL (Caddy's `ask`). */
  acceptQuery: boolean;
}

/**
 * An `onRequest` hook for an operations route only its scraper or proxy may call. Without a
 * configured token the route answers exactly as a path that does not exist; with one, a missing or
 * wrong token gets 401 before the request is validated or anything is looked up. Tokens compare in
 * constant time. A token in the query string is redacted from logged URLs by `createLogger`.
 */
export function requireRouteToken({ token, variable, acceptQuery }: RouteTokenOptions): onRequestAsyncHookHandler {
  return async function checkRouteToken(request: FastifyRequest, reply: FastifyReply) {
    if (token === null) {
      reply.callNotFound();
      return reply;
    }
    const presented = [readBearer(request.headers.authorization)];
    if (acceptQuery) presented.push(queryToken(request.query));
    // Every presented candidate is compared, so timing does not tell which one was tried.
    const matches = presented.map((candidate) => candidate !== null && constantTimeEqual(candidate, token));
    if (matches.includes(true)) return;
    void reply.header('www-authenticate', 'Bearer');
    const how = acceptQuery
      ? `?token=<${variable}> or Authorization: Bearer <${variable}>`
      : `Authorization: Bearer <${variable}>`;
    throw new AppError('UNAUTHORIZED', `this route needs ${variable}: send ${how}`);
  };
}

function queryToken(query: unknown): string | null {
  const value = (query as Record<string, unknown> | undefined)?.token;
  return typeof value === 'string' && value !== '' ? value : null;
}
