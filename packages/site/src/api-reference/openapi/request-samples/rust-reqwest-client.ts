import type { Client } from '@readme/httpsnippet/targets';
import { rustJsonMacroBody, rustString } from './rust-literals.ts';

/** What the Rust generator reads of the request httpsnippet hands a client (its `Request`). */
interface RustRequestInput {
  method: string;
  /** The URL without its query. */
  url: string;
  queryString: { name: string; value: string }[];
  headers: { name: string; value: string }[];
  cookies: { name: string; value: string }[];
  postData?: {
    mimeType?: string;
    text?: string;
    params?: { name: string; value?: string; fileName?: string; contentType?: string }[];
    jsonObj?: unknown;
  };
}

/** How the body is sent: reqwest's own builders where it has one, else the text as written. */
type RustBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; pairs: [string, string][] }
  | { kind: 'multipart'; fields: { name: string; value: string; fileName?: string }[] }
  | { kind: 'text'; text: string };

/** rustfmt's default widths: a line, a call's arguments, an array, a method chain. */
const WIDTH = 100;
const SHORT = 60;
const CHAIN = '        ';
const SHORTHAND_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);
const METHOD_CONSTANTS = new Set(['OPTIONS', 'TRACE', 'CONNECT']);

/**
 * Folio's Rust request sample: reqwest's async `Client` on tokio (what reqwest's own README
 * leads with), the query as `.query(&[…])` pairs reqwest encodes, one `.header` per header,
 * cookies as one `Cookie` header, and the body through reqwest's builders: `.json(&json!(…))`
 * (serde_json), `.form(&[…])`, a `multipart::Form`, or `.body(…)` for any other text. It
 * starts with the `[dependencies]` the sample needs, since a Rust program names its crates there.
 */
function convertRustReqwest(request: RustRequestInput): string {
  const body = rustBody(request.postData);
  const sentByBuilder = body !== undefined && body.kind !== 'text';
  const calls: string[] = [methodCall(request.method, request.url)];
  if (request.queryString.length > 0)
    calls.push(
      pairsCall(
        'query',
        request.queryString.map(({ name, value }) => [name, value]),
      ),
    );
  for (const { name, value } of request.headers) {
    // reqwest writes the Content-Type of a JSON, form or multipart body itself (and a multipart
    // boundary only it knows); a second one would contradict it.
    if (sentByBuilder && name.toLowerCase() === 'content-type') continue;
    calls.push(call('header', [rustString(name), rustString(value)]));
  }
  if (request.cookies.length > 0) {
    const cookie = request.cookies
      .map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
      .join('; ');
    calls.push(call('header', ['reqwest::header::COOKIE', rustString(cookie)]));
  }
  const prelude: string[] = [];
  if (body?.kind === 'json') calls.push(`.json(&json!(${rustJsonMacroBody(body.value, CHAIN)}))`);
  else if (body?.kind === 'form') calls.push(pairsCall('form', body.pairs));
  else if (body?.kind === 'multipart') {
    prelude.push(multipartForm(body.fields));
    calls.push('.multipart(form)');
  } else if (body?.kind === 'text') calls.push(call('body', [rustString(body.text)]));
  calls.push('.send()', '.await?;');

  const features = body?.kind === 'json' ? ['json'] : body?.kind === 'multipart' ? ['multipart'] : [];
  const reqwest =
    features.length === 0
      ? 'reqwest = "0.12"'
      : `reqwest = { version = "0.12", features = [${features.map((f) => `"${f}"`).join(', ')}] }`;
  const dependencies = [
    '// [dependencies]',
    `// ${reqwest}`,
    ...(body?.kind === 'json' ? ['// serde_json = "1"'] : []),
    '// tokio = { version = "1", features = ["full"] }',
  ];
  return [
    ...dependencies,
    ...(body?.kind === 'json' ? ['use serde_json::json;'] : []),
    '',
    '#[tokio::main]',
    'async fn main() -> Result<(), Box<dyn std::error::Error>> {',
    '    let client = reqwest::Client::new();',
    ...prelude,
    ...responseChain(calls),
    '',
    '    println!("{}", response.status());',
    '    println!("{}", response.text().await?);',
    '    Ok(())',
    '}',
    '',
  ].join('\n');
}

/** The client as httpsnippet's extension point takes it (see `register-rust-target.ts`). */
export const rustReqwestClient: Client = {
  info: {
    key: 'reqwest',
    title: 'reqwest',
    link: 'https://docs.rs/reqwest',
    description: 'An ergonomic, batteries-included HTTP client for Rust (Folio’s generator)',
    extname: '.rs',
  },
  // httpsnippet's `Request` carries every field the generator reads.
  convert: (request) => convertRustReqwest(request as unknown as RustRequestInput),
};

/** `let response = client…;`, on one line when the chain is short, else a call a line (rustfmt's way). */
function responseChain(calls: string[]): string[] {
  const chain = `client${calls.join('')}`;
  if (chain.length <= SHORT && !chain.includes('\n')) return [`    let response = ${chain}`];
  return ['    let response = client', ...calls.map((line) => `${CHAIN}${line}`)];
}

function methodCall(method: string, url: string): string {
  const upper = method.toUpperCase();
  const target = rustString(url);
  if (SHORTHAND_METHODS.has(upper)) return call(upper.toLowerCase(), [target]);
  if (METHOD_CONSTANTS.has(upper)) return call('request', [`reqwest::Method::${upper}`, target]);
  // An extension method (`PURGE`, `QUERY`…): reqwest checks the name is an HTTP token.
  const name = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(method) ? `b"${method}"` : `${rustString(method)}.as_bytes()`;
  return call('request', [`reqwest::Method::from_bytes(${name})?`, target]);
}

/** `.name(args)` on one line when short, else one argument a line, as rustfmt lays it out. */
function call(name: string, args: string[]): string {
  const joined = args.join(', ');
  const line = `.${name}(${joined})`;
  const short = args.length === 1 || joined.length <= SHORT;
  if (short && CHAIN.length + line.length <= WIDTH && !line.includes('\n')) return line;
  return `.${name}(\n${args.map((arg) => `${CHAIN}    ${arg},`).join('\n')}\n${CHAIN})`;
}

/** `.name(&[("a", "1"), …])`: reqwest url-encodes each pair (repeated names repeat). */
function pairsCall(name: string, pairs: [string, string][]): string {
  const tuples = pairs.map(([key, value]) => `(${rustString(key)}, ${rustString(value)})`);
  const array = `[${tuples.join(', ')}]`;
  const line = `.${name}(&${array})`;
  if (array.length <= SHORT && CHAIN.length + line.length <= WIDTH && !line.includes('\n')) return line;
  return `.${name}(&[\n${tuples.map((tuple) => `${CHAIN}    ${tuple},`).join('\n')}\n${CHAIN}])`;
}

function multipartForm(fields: { name: string; value: string; fileName?: string }[]): string {
  const parts = fields.map((field) =>
    field.fileName === undefined
      ? `.text(${rustString(field.name)}, ${rustString(field.value)})`
      : `.part(\n            ${rustString(field.name)},\n            reqwest::multipart::Part::bytes(std::fs::read(${rustString(field.fileName)})?)\n                .file_name(${rustString(field.fileName)}),\n        )`,
  );
  return ['    let form = reqwest::multipart::Form::new()', ...parts.map((part) => `${CHAIN}${part}`)]
    .join('\n')
    .concat(';');
}

function rustBody(postData: RustRequestInput['postData']): RustBody | undefined {
  if (postData === undefined) return undefined;
  const type = (postData.mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' && postData.jsonObj !== undefined) return { kind: 'json', value: postData.jsonObj };
  if (type === 'application/x-www-form-urlencoded') {
    const pairs = (postData.params ?? []).map(({ name, value }): [string, string] => [name, value ?? '']);
    return pairs.length === 0 ? undefined : { kind: 'form', pairs };
  }
  if (type.startsWith('multipart/')) {
    const fields = postData.params?.map((param) => ({
      name: param.name,
      value: param.value ?? '',
      ...(param.fileName ? { fileName: param.fileName } : {}),
    }));
    const fromText = fields === undefined ? jsonObjectFields(postData.text) : fields;
    if (fromText !== undefined && fromText.length > 0) return { kind: 'multipart', fields: fromText };
  }
  const text = postData.text ?? '';
  return text === '' ? undefined : { kind: 'text', text };
}

/** The fields of a multipart body the playground writes as a flat JSON object (its example), if it is one. */
function jsonObjectFields(text: string | undefined): { name: string; value: string }[] | undefined {
  if (text === undefined || !text.trim().startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return Object.entries(parsed).flatMap(([name, value]) =>
      value === null || value === undefined
        ? []
        : (Array.isArray(value) ? value : [value]).map((item) => ({
            name,
            value: typeof item === 'string' ? item : JSON.stringify(item),
          })),
    );
  } catch {
    return undefined;
  }
}
