// The webhook walls of issue 13: a 25 MB body is refused before it is read (unknown site, or over
// the body limit), a flood from one address gets 429 with Retry-After, and a replayed old push with
// a fresh delivery id never rolls production back.
import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import type { Repo } from '../lib/git-repo.ts';
import { rawStatus } from '../lib/raw-http.ts';
import { siteHost, type Platform } from '../lib/start-platform.ts';
import { redirectSite } from './hostile-redirects.ts';

/** The API settings the walls are measured against (the area's `apiEnv`). */
export const WEBHOOK_WALL_API_ENV = {
  // Low enough for a flood to reach it quickly; the area's other webhooks stay far below.
  WEBHOOK_RATE_LIMIT_PER_IP: '300',
} as const;

const BODY_BYTES = 25 * 1024 * 1024;

/**
 * Uploads a `BODY_BYTES` body after `head` in 64 KB writes, stopping when the server answers or
 * closes. Returns the status and how many body bytes had been written when the answer arrived.
 */
function upload(
  port: number,
  head: string,
  chunked: boolean,
): Promise<{ status: number; writtenAtAnswer: number; answer: Buffer }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let written = 0;
    let writtenAtAnswer = -1;
    let stopped = false;
    const timer = setTimeout(() => socket.destroy(), 60_000);
    socket.on('data', (chunk: Buffer) => {
      if (writtenAtAnswer < 0) writtenAtAnswer = written;
      chunks.push(chunk);
    });
    socket.on('error', () => {
      stopped = true;
    });
    socket.on('close', () => {
      stopped = true;
      clearTimeout(timer);
      resolve({
        status: rawStatus(Buffer.concat(chunks)),
        writtenAtAnswer: writtenAtAnswer < 0 ? written : writtenAtAnswer,
        answer: Buffer.concat(chunks),
      });
    });
    const piece = Buffer.alloc(64 * 1024, 0x61);
    socket.write(head);
    const pump = () => {
      while (!stopped && writtenAtAnswer < 0 && written < BODY_BYTES) {
        const bytes = chunked
          ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
          : piece;
        written += piece.length;
        if (!socket.write(bytes)) return void socket.once('drain', pump);
      }
      if (!stopped && writtenAtAnswer < 0 && chunked) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

async function clearRateCounts(platform: Platform): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(platform.redis.url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys('*webhook-rate*');
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** One row: large bodies, a flood from one address, and a replayed push; services checked after each. */
export async function webhookWalls(
  platform: Platform,
  site: { id: string; slug: string; webhookSecret: string },
  repo: Repo,
): Promise<AreaResult> {
  const area = new AreaRecorder('webhook walls (issue 13)');
  const port = Number(new URL(platform.apiUrl).port);
  const after = async (name: string) => area.crash(await platform.servicesDown(), name);
  const signature = `sha256=${'0'.repeat(64)}`;
  const headOf = (siteId: string, length: string) =>
    `POST /webhooks/github/${siteId} HTTP/1.1\r\nHost: api\r\ncontent-type: application/json\r\nx-github-event: push\r\nx-github-delivery: ${randomUUID()}\r\nx-hub-signature-256: ${signature}\r\n${length}\r\n`;

  // Large bodies: answered while the upload is still going (the body was not read first).
  const large: Array<[string, string, boolean, number[]]> = [
    ['25 MB body for an unknown site id', headOf(randomUUID(), `content-length: ${BODY_BYTES}\r\n`), false, [404]],
    ['25 MB chunked body for an unknown site id', headOf(randomUUID(), 'transfer-encoding: chunked\r\n'), true, [404]],
    [
      '25 MB body with a bad signature for a real site',
      headOf(site.id, `content-length: ${BODY_BYTES}\r\n`),
      false,
      [413],
    ],
    [
      '25 MB chunked body with a bad signature for a real site',
      headOf(site.id, 'transfer-encoding: chunked\r\n'),
      true,
      [413, 401],
    ],
  ];
  for (const [name, head, chunked, expected] of large) {
    const result = await upload(port, head, chunked);
    const early = result.writtenAtAnswer < BODY_BYTES;
    area.check(
      name,
      expected.includes(result.status) && early,
      `HTTP ${result.status} (expected ${expected.join('/')}) after ${(result.writtenAtAnswer / 1024 / 1024).toFixed(1)} MB of ${BODY_BYTES / 1024 / 1024} MB were sent`,
    );
    await after(name);
  }

  // A flood from one address: the count is the suite's to reset (as a window ending would).
  await clearRateCounts(platform);
  const limit = Number(WEBHOOK_WALL_API_ENV.WEBHOOK_RATE_LIMIT_PER_IP);
  const statuses = new Map<number, number>();
  let retryAfter: string | undefined;
  let sent = 0;
  const lane = async () => {
    while (sent < limit + 40) {
      sent++;
      const answer = await platform
        .api$('POST', `/webhooks/github/${randomUUID()}`, {
          headers: { 'content-type': 'application/json', 'x-github-event': 'push', 'x-hub-signature-256': signature },
          body: '{}',
        })
        .catch(() => null);
      const status = answer?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 429) retryAfter ??= String(answer!.headers['retry-after'] ?? '');
    }
  };
  await Promise.all(Array.from({ length: 20 }, lane));
  const unexpected = [...statuses].filter(([status]) => status !== 404 && status !== 429);
  area.check(
    `a flood of ${limit + 40} deliveries from one address gets 429 with Retry-After`,
    (statuses.get(429) ?? 0) >= 40 &&
      (statuses.get(404) ?? 0) <= limit &&
      unexpected.length === 0 &&
      Number(retryAfter) >= 1,
    `${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}, Retry-After ${JSON.stringify(retryAfter)}`,
  );
  const limited = await platform.pushWebhook(site, randomBytes(20).toString('hex'));
  area.check(
    'a signed push from the flooding address is limited too',
    limited.status === 429 && limited.headers['retry-after'] !== undefined,
    `HTTP ${limited.status}`,
  );
  await clearRateCounts(platform);
  await after('the webhook flood');

  // Replay: v1 then v2 go live; v1's push sent again with a fresh delivery id must not roll back.
  const liveDeployment = async () =>
    (
      await platform.db.query<{ id: string | null }>('SELECT active_deployment_id AS id FROM sites WHERE id = $1', [
        site.id,
      ])
    ).rows[0]?.id ?? null;
  const v1Marker = `REPLAY-V1-${randomBytes(4).toString('hex')}`;
  const v2Marker = `REPLAY-V2-${randomBytes(4).toString('hex')}`;
  const v1 = await repo.commit(redirectSite(v1Marker), { remove: ['*'] });
  await platform.pushWebhook(site, v1);
  await platform.waitForBuildsToEnd(120_000, [site.id]);
  const v2 = await repo.commit(redirectSite(v2Marker), { remove: ['*'] });
  await platform.pushWebhook(site, v2);
  await platform.waitForBuildsToEnd(120_000, [site.id]);
  const headLive = await liveDeployment();
  const servedBefore = (await platform.edge$(siteHost(site.slug), '/')).body.toString();
  const replay = await platform.pushWebhook(site, v1, { delivery: randomUUID() });
  const ended = await platform.waitForBuildsToEnd(120_000, [site.id]);
  const servedAfter = (await platform.edge$(siteHost(site.slug), '/')).body.toString();
  const stayed = (await liveDeployment()) === headLive && servedAfter.includes(v2Marker);
  area.check(
    'a replayed old push with a fresh delivery id leaves the branch head live',
    servedBefore.includes(v2Marker) && [200, 202].includes(replay.status) && ended && stayed,
    `v2 live before: ${servedBefore.includes(v2Marker)}, replay HTTP ${replay.status}, builds ended: ${ended}, v2 still live: ${stayed}`,
  );
  if (!stayed) area.lose(1, 'the replayed push rolled production back to an older commit');
  await after('the replayed push');
  return area.result;
}
