import { connect } from 'node:net';

/** Sends `head` (and `body`) byte for byte on a new connection to 127.0.0.1:`port`; returns the raw answer. */
export function rawHttp(
  port: number,
  head: string,
  options: { body?: Buffer; timeoutMs?: number } = {},
): Promise<Buffer> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), options.timeoutMs ?? 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    socket.on('error', () => {});
    socket.write(Buffer.from(head, 'latin1'));
    if (options.body) socket.write(options.body);
  });
}

/** The status code of a raw HTTP answer (0 when there was none). */
export function rawStatus(answer: Buffer): number {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer.subarray(0, 20).toString('latin1'));
  return match ? Number(match[1]) : 0;
}

/** The first value of header `name` in a raw HTTP answer, as sent (latin1); `undefined` when absent. */
export function rawHeader(answer: Buffer, name: string): string | undefined {
  const head = answer.subarray(0, Math.max(0, answer.indexOf('\r\n\r\n'))).toString('latin1');
  const wanted = name.toLowerCase();
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === wanted) return line.slice(colon + 1).trim();
  }
  return undefined;
}
