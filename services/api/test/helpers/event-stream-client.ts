import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { DashboardBrowser } from './dashboard-browser.ts';

/** One server-sent event, its data parsed as JSON. */
export interface StreamEvent {
  event: string;
  data: Record<string, string>;
}

/** An open event stream: its answer, the events so far, a way to wait for one, and a way to hang up. */
export interface OpenStream {
  status: number;
  /** The answer's body when it was not an event stream (a refusal page). */
  body: () => string;
  events: StreamEvent[];
  keepAlives: () => number;
  until: (done: (events: StreamEvent[]) => boolean) => Promise<void>;
  /** Resolves with `performance.now()` when the server ended the stream. */
  ended: Promise<number>;
  close: () => void;
}

/**
 * Opens `path` over a real connection to `port` as `browser` (its cookies and Host): the dashboard's
 * event streams stay open while their page is, which `app.inject` cannot read.
 */
export function openStream(port: number, browser: DashboardBrowser, path: string): Promise<OpenStream> {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: browser.host, cookie, accept: 'text/event-stream' } },
      (response: IncomingMessage) => {
        const events: StreamEvent[] = [];
        let keepAlives = 0;
        let buffer = '';
        let text = '';
        const waiters = new Set<() => void>();
        const ended = new Promise<number>((settle) => {
          response.on('end', () => settle(performance.now()));
          response.on('close', () => settle(performance.now()));
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk.slice(0, 65_536);
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith(': keep-alive')) keepAlives += 1;
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) });
          }
          for (const waiter of waiters) waiter();
        });
        resolve({
          status: response.statusCode ?? 0,
          body: () => text,
          events,
          keepAlives: () => keepAlives,
          until: (done) =>
            new Promise<void>((settle) => {
              const check = () => {
                if (!done(events)) return;
                waiters.delete(check);
                settle();
              };
              waiters.add(check);
              check();
            }),
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (error) => (/socket hang up|aborted/.test(error.message) ? undefined : reject(error)));
    req.end();
  });
}
