import type { SampleLanguageId } from '@folio/docs-config';

/** How one sample language is generated: an httpsnippet target and client, and its code's highlighting name. */
export interface SampleClient {
  target: string;
  client: string;
  /** The `language-*` class of the code. */
  lang: string;
  /** Options of the client (httpsnippet's `convert(request, options)`). */
  options?: Record<string, unknown>;
  /** A correction of the generated text (see each use). */
  finish?: (code: string) => string;
}

/**
 * The httpsnippet client behind each language of `api.examples.languages`. Each is the one that
 * needs nothing beyond the language's standard library where there is such a client (Node's and
 * the browser's `fetch`, Java's `java.net.http`, Go's `net/http`, PHP's curl extension, Ruby's
 * `net/http`), else the usual library (`requests`, OkHttp, `reqwest`).
 */
export const SAMPLE_CLIENTS: Readonly<Record<SampleLanguageId, SampleClient>> = Object.freeze({
  // httpsnippet feeds a JSON body holding a `'` through an unquoted here-document, where the shell
  // would still expand `$name` and backquotes in it; a quoted delimiter sends it as written.
  curl: {
    target: 'shell',
    client: 'curl',
    lang: 'bash',
    finish: (code) => code.replace(/ @- <<EOF\n/, " @- <<'EOF'\n"),
  },
  python: { target: 'python', client: 'requests', lang: 'python' },
  javascript: { target: 'javascript', client: 'fetch', lang: 'javascript' },
  node: { target: 'node', client: 'fetch', lang: 'javascript' },
  // httpsnippet has no TypeScript target: Node's `fetch` code is TypeScript once its options are typed.
  typescript: {
    target: 'node',
    client: 'fetch',
    lang: 'typescript',
    finish: (code) => code.replace(/^const options = \{/m, 'const options: RequestInit = {'),
  },
  go: { target: 'go', client: 'native', lang: 'go' },
  ruby: { target: 'ruby', client: 'native', lang: 'ruby' },
  php: { target: 'php', client: 'curl', lang: 'php' },
  java: { target: 'java', client: 'nethttp', lang: 'java' },
  kotlin: { target: 'kotlin', client: 'okhttp', lang: 'kotlin' },
  csharp: { target: 'csharp', client: 'httpclient', lang: 'csharp' },
  swift: { target: 'swift', client: 'urlsession', lang: 'swift' },
  rust: { target: 'rust', client: 'reqwest', lang: 'rust' },
  powershell: { target: 'powershell', client: 'restmethod', lang: 'powershell' },
  c: { target: 'c', client: 'libcurl', lang: 'c' },
  objc: { target: 'objc', client: 'nsurlsession', lang: 'objective-c' },
  ocaml: { target: 'ocaml', client: 'cohttp', lang: 'ocaml' },
  r: { target: 'r', client: 'httr', lang: 'r' },
  clojure: { target: 'clojure', client: 'clj_http', lang: 'clojure' },
  crystal: { target: 'crystal', client: 'native', lang: 'crystal' },
  http: { target: 'http', client: 'http1.1', lang: 'http' },
  httpie: { target: 'shell', client: 'httpie', lang: 'bash' },
  wget: { target: 'shell', client: 'wget', lang: 'bash' },
} satisfies Record<SampleLanguageId, SampleClient>);
