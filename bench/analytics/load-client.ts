// The analytics bench's load client, a process of its own (pinned to a core apart from the edges'):
// `node --import tsx bench/analytics/load-client.ts <port> <host> <seconds> <connections>` prints
// the answers completed in `seconds`.
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

export async function runLoad(port: number, host: string, seconds: number, connections: number): Promise<number> {
  let completed = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from(
      { length: connections },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          const request = pageViewRequest(host, i);
          let buffered: Buffer = Buffer.alloc(0);
          let need = -1;
          const send = () => (Date.now() < until ? socket.write(request) : socket.end());
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
  return completed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [, , portText, host, secondsText, connectionsText] = process.argv;
  const done = await runLoad(Number(portText), host!, Number(secondsText), Number(connectionsText));
  process.stdout.write(`${done}\n`);
  process.exit(0);
}
