import { randomBytes } from 'node:crypto';
import type { TestEnv } from './test-env.ts';

/**
 * A client address of its own for each test process (documentation prefix 2001:db8::/32): sign-in
 * and reset limits count per address in the shared Redis for up to an hour, so runs must not add up.
 */
const TEST_CLIENT_ADDRESS = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

/** What a dashboard request answered. */
export interface Page {
  status: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  location: string | null;
}

/**
 * A tiny browser for `app.inject`: keeps cookies per name, sends the dashboard's Host, and posts
 * forms with the CSRF token of the last page it loaded (as a real form would carry it).
 */
export class DashboardBrowser {
  readonly cookies = new Map<string, string>();
  csrf = '';

  constructor(
    private readonly env: TestEnv,
    readonly host = new URL(env.config.dashboard.origin).host,
    /** The client address the api sees (`request.ip`): sign-in limits count per address. */
    readonly remoteAddress = TEST_CLIENT_ADDRESS,
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(setCookie: string | string[] | number | undefined): void {
    for (const line of ([] as unknown[]).concat(setCookie ?? []) as string[]) {
      const [pair] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private async send(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string | string[]>,
    headers: Record<string, string> = {},
  ): Promise<Page> {
    const payload =
      form === undefined
        ? undefined
        : new URLSearchParams(
            Object.entries(form).flatMap(([k, v]) => ([] as string[]).concat(v).map((one) => [k, one])),
          ).toString();
    const response = await this.env.app.inject({
      method,
      url,
      headers: {
        host: this.host,
        cookie: this.cookieHeader(),
        ...(payload === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...headers,
      },
      remoteAddress: this.remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    });
    this.remember(response.headers['set-cookie']);
    const csrf = /<meta name="csrf-token" content="([^"]*)"/.exec(response.body)?.[1];
    if (csrf) this.csrf = csrf;
    return {
      status: response.statusCode,
      body: response.body,
      headers: response.headers,
      location: (response.headers.location as string | undefined) ?? null,
    };
  }

  get(url: string): Promise<Page> {
    return this.send('GET', url);
  }

  /** Posts a form with the current CSRF token (unless `_csrf` is given). */
  post(url: string, form: Record<string, string | string[]> = {}): Promise<Page> {
    return this.send('POST', url, { _csrf: this.csrf, ...form });
  }

  /** Calls the JSON API with the session cookie (and the CSRF header unless told not to). */
  async api(
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    payload?: unknown,
    options: { csrf?: boolean } = {},
  ) {
    return this.env.app.inject({
      method,
      url,
      headers: {
        host: this.host,
        cookie: this.cookieHeader(),
        ...(options.csrf === false ? {} : { 'x-csrf-token': this.csrf }),
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }
}
