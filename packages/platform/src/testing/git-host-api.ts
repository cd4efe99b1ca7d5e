// A local stand-in for the two commit status APIs Folio calls, speaking their documented protocol:
// GitHub REST "Create a commit status" (POST /repos/{owner}/{repo}/statuses/{sha}, bearer token,
// 201 with the status; 401 "Bad credentials", 404 "Not Found", 422 "Validation Failed") and GitLab
// "Set the pipeline status of a commit" (POST /api/v4/projects/:id/statuses/:sha, PRIVATE-TOKEN,
// id = URL-encoded project path; 401, 404 "404 Project Not Found", 400 for a bad state). It records
// every request it receives, and can answer with a forced status, or never answer at all.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received, with what it answered (`null`: it never answered). */
export interface ReceivedStatus {
  provider: 'github' | 'gitlab';
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The repository (`owner/repo`) or project path the URL named. */
  repository: string;
  sha: string;
  body: Record<string, unknown>;
  answered: number | null;
}

/** What to do with one request instead of the documented answer. */
export type ForcedAnswer = { status: number; body?: string } | 'hang' | undefined;

/** A running stand-in. */
export interface GitHostApi {
  /** `http://127.0.0.1:<port>`: GitHub's API base; GitLab's is `<url>/api/v4`. */
  url: string;
  received: ReceivedStatus[];
  /** Lets `token` set statuses on `repository` (`owner/repo` or a GitLab project path). */
  allow(repository: string, token: string): void;
  /** Commits the host does not have: GitHub answers 422, GitLab 404 "Commit Not Found". */
  unknownCommits: Set<string>;
  /** Consulted first for every request. */
  force: ((request: ReceivedStatus) => ForcedAnswer) | undefined;
  /** Requests held open without an answer. */
  hanging(): number;
  close(): Promise<void>;
}

const GITHUB_STATES = ['error', 'failure', 'pending', 'success'];
const GITLAB_STATES = ['pending', 'running', 'success', 'failed', 'canceled', 'skipped'];
const SHA = /^[0-9a-f]{40}$/;

/** Starts the stand-in on 127.0.0.1 with a free port. */
export async function startGitHostApi(): Promise<GitHostApi> {
  const tokens = new Map<string, string>();
  const held = new Set<ServerResponse>();
  const api: GitHostApi = {
    url: '',
    received: [],
    allow: (repository, token) => void tokens.set(repository, token),
    unknownCommits: new Set(),
    force: undefined,
    hanging: () => held.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const github = /^\/repos\/([^/]+)\/([^/]+)\/statuses\/([^/]+)$/.exec(url.pathname);
      const gitlab = /^\/api\/v4\/projects\/([^/]+)\/statuses\/([^/]+)$/.exec(url.pathname);
      let body: Record<string, unknown> = {};
      let parsed = true;
      try {
        body =
          chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      } catch {
        parsed = false;
      }
      const record: ReceivedStatus = {
        provider: gitlab ? 'gitlab' : 'github',
        method: req.method ?? '',
        path: url.pathname,
        headers: req.headers,
        repository: github
          ? `${decodeURIComponent(github[1]!)}/${decodeURIComponent(github[2]!)}`
          : gitlab
            ? decodeURIComponent(gitlab[1]!)
            : '',
        sha: decodeURIComponent(github?.[3] ?? gitlab?.[2] ?? ''),
        body,
        answered: null,
      };
      api.received.push(record);
      const answer = (status: number, json: unknown): void => {
        record.answered = status;
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(json));
      };
      const forced = api.force?.(record);
      if (forced === 'hang') {
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      if (forced !== undefined) {
        record.answered = forced.status;
        res.writeHead(forced.status, { 'content-type': 'application/json' }).end(forced.body ?? '');
        return;
      }
      if (req.method !== 'POST' || (!github && !gitlab)) return answer(404, { message: 'Not Found' });
      if (github) {
        const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
        if (req.headers['x-github-api-version'] !== undefined && req.headers['x-github-api-version'] !== '2022-11-28') {
          return answer(400, {
            message: `API version ${String(req.headers['x-github-api-version'])} is not supported.`,
          });
        }
        if (auth === null || ![...tokens.values()].includes(auth[1]!))
          return answer(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
        // A token that cannot see the repository gets 404, as GitHub hides private repositories.
        if (tokens.get(record.repository) !== auth[1])
          return answer(404, {
            message: 'Not Found',
            documentation_url: 'https://docs.github.com/rest/commits/statuses#create-a-commit-status',
          });
        if (!parsed) return answer(400, { message: 'Problems parsing JSON' });
        const errors: unknown[] = [];
        if (!GITHUB_STATES.includes(String(body.state)))
          errors.push({
            resource: 'Status',
            code: 'custom',
            field: 'state',
            message: `state is not included in the list`,
          });
        if (typeof body.description === 'string' && body.description.length > 140) {
          errors.push({
            resource: 'Status',
            code: 'custom',
            field: 'description',
            message: 'description is too long (maximum is 140 characters)',
          });
        }
        if (body.target_url !== undefined && !/^https?:\/\//.test(String(body.target_url)))
          errors.push({
            resource: 'Status',
            code: 'custom',
            field: 'target_url',
            message: 'target_url must use http(s) scheme',
          });
        if (errors.length > 0) return answer(422, { message: 'Validation Failed', errors });
        if (!SHA.test(record.sha) || api.unknownCommits.has(record.sha))
          return answer(422, { message: `No commit found for SHA: ${record.sha}` });
        return answer(201, {
          url: `${api.url}${url.pathname}`,
          state: body.state,
          description: body.description ?? null,
          target_url: body.target_url ?? null,
          context: body.context ?? 'default',
        });
      }
      const token = req.headers['private-token'];
      if (typeof token !== 'string' || ![...tokens.values()].includes(token))
        return answer(401, { message: '401 Unauthorized' });
      if (tokens.get(record.repository) !== token) return answer(404, { message: '404 Project Not Found' });
      if (!parsed) return answer(400, { error: 'body is invalid JSON' });
      if (!GITLAB_STATES.includes(String(body.state)))
        return answer(400, { error: 'state does not have a valid value' });
      if (!SHA.test(record.sha) || api.unknownCommits.has(record.sha))
        return answer(404, { message: '404 Commit Not Found' });
      return answer(201, {
        sha: record.sha,
        ref: body.ref ?? null,
        status: body.state,
        name: body.name ?? 'default',
        target_url: body.target_url ?? null,
        description: body.description ?? null,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}
