// A browser on the dashboard for the reliability suite, over real HTTP: it keeps cookies, posts
// forms with the CSRF token of the last page it loaded (the session's meta tag, or a signed-out
// form's double-submit field), and comes from a client address of its own (X-Forwarded-For, which
// the suite's API trusts only when started with TRUST_PROXY=true).
import type { Answer, Platform } from './start-platform.ts';

/** What a dashboard request answered, with the body as text. */
export interface VisitorPage {
  status: number;
  body: string;
  location: string | null;
}

/** One person's browser. */
export class DashboardVisitor {
  private readonly cookies = new Map<string, string>();
  private csrf = '';

  constructor(
    private readonly platform: Platform,
    private readonly host: string,
    private readonly address: string,
  ) {}

  /** Starts from a `Cookie` header (a session made by `signInSession`) and its CSRF token. */
  static signedIn(
    platform: Platform,
    host: string,
    address: string,
    session: { cookie: string; csrf: string },
  ): DashboardVisitor {
    const visitor = new DashboardVisitor(platform, host, address);
    for (const pair of session.cookie.split('; '))
      visitor.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    visitor.csrf = session.csrf;
    return visitor;
  }

  private remember(answer: Answer): VisitorPage {
    for (const line of ([] as string[]).concat(answer.headers['set-cookie'] ?? [])) {
      const pair = line.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    const body = answer.body.toString();
    const token =
      /<meta name="csrf-token" content="([^"]+)"/.exec(body)?.[1] ?? /name="_csrf" value="([^"]+)"/.exec(body)?.[1];
    if (token) this.csrf = token;
    const location = answer.headers.location;
    return { status: answer.status, body, location: typeof location === 'string' ? location : null };
  }

  private headers(): Record<string, string> {
    return {
      host: this.host,
      'x-forwarded-for': this.address,
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
  }

  async get(path: string): Promise<VisitorPage> {
    return this.remember(await this.platform.api$('GET', path, { headers: this.headers() }));
  }

  /** Posts a form with the current CSRF token. */
  async post(path: string, form: Record<string, string> = {}): Promise<VisitorPage> {
    const body = new URLSearchParams({ _csrf: this.csrf, ...form }).toString();
    return this.remember(
      await this.platform.api$('POST', path, {
        headers: { ...this.headers(), 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }),
    );
  }
}
