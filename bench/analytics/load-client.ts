// The analytics bench's load client, a process of its own (pinned to a core apart from the edges'):
// `node --import tsx bench/analytics/load-client.ts <port> <host> <seconds> <connections>` prints
// the answers completed in `seconds`; with `until-stopped` for <seconds>, forked with an IPC
// channel, it runs until told `stop` and answers `completed` with the count so far.
// Keep-alive connections, each sending the next GET as soon as the last answer ended (its
// Content-Length read, not parsed further). Each connection is a different browser (user agent),
// so the edge hashes distinct visitors, as a browser's page view: document, navigate, a referrer.
import { connect } from 'node:net';

export const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The bytes of connection `i`'s page view request. */
export function pageViewRequest(host: string, i: number, path = '/'): Buffer {
  return Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: ${CHROME} Reader/${i}\r\nAccept: text/html\r\nAccept-Encoding: br\r\nSec-Fetch-Dest: document\r\nSec-Fetch-Mode: navigate\r\nReferer: https://www.example.com/\r\n\r\n`,
  );
}

/** A load running until stopped: answers completed so far, and its end. */
export interface RunningLoad {
  completed(): number;
  /** Ends each connection after its answer in flight; resolves with the answers completed. */
  stop(): Promise<number>;
}

/**
 * Starts `connections` keep-alive browsers, each sending its next page view as soon as the last
 * answer ended, until `stop()`.
 */
export function startLoad(port: number, host: string, connections: number): RunningLoad {
  let completed = 0;
  let running = true;
  const ended = Promise.all(
    Array.from(
      { length: connections },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          const request = pageViewRequest(host, i);
          let buffered: Buffer = Buffer.alloc(0);
          let need = -1;
          const send = () => (running ? socket.write(request) : socket.end());
          socket.on('connect', send);
          socket.on('data', (chunk: Buffer) => {
            buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
            for (;;) {
              if (need < 0) {
                const end = buffered.indexOf('\r\n\r\n');
                if (end < 0) return;
                const length = /content-length: (\d+)/i.exec(buffered.subarray(0, end).toString('latin1'));
                need = end + 4 + Number(length?.[1] ?? 0);
              }
              if (buffered.length < need) return;
              buffered = buffered.subarray(need);
              need = -1;
              completed++;
              send();
            }
          });
          socket.on('close', () => resolve());
          socket.on('error', reject);
        }),
    ),
  );
  return {
    completed: () => completed,
    async stop() {
      running = false;
      await ended;
      return completed;
    },
  };
}

/** Runs the load for `seconds` and resolves with the answers completed. */
export async function runLoad(port: number, host: string, seconds: number, connections: number): Promise<number> {
  const load = startLoad(port, host, connections);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return load.stop();
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[4] === 'until-stopped') {
  // Forked with an IPC channel (bench/analytics/toggled-throughput.ts): runs until told `stop`,
  // answering `completed` with the answers completed so far.
  const [, , portText, host, , connectionsText] = process.argv;
  const load = startLoad(Number(portText), host!, Number(connectionsText));
  process.on('message', async (message) => {
    if (message === 'completed') process.send!({ completed: load.completed() });
    else if (message === 'stop') {
      process.send!({ completed: await load.stop() });
      process.exit(0);
    }
  });
  process.send!({ ready: true });
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const [, , portText, host, secondsText, connectionsText] = process.argv;
  const done = await runLoad(Number(portText), host!, Number(secondsText), Number(connectionsText));
  process.stdout.write(`${done}\n`);
  process.exit(0);
}
