// oidc-provider 9 ships no types: what the edge's sign-in tests use of it (a local OpenID provider).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  interface Configuration {
    clients?: Record<string, unknown>[];
    pkce?: { required?: () => boolean };
    claims?: Record<string, string[]>;
    findAccount?: (context: unknown, sub: string) => Promise<Account | undefined>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
    /** Private signing keys (JWK, with `kid`); the first of each type signs. */
    jwks?: { keys: Record<string, unknown>[] };
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
