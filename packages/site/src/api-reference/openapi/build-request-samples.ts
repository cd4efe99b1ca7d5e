import type { CodeSample, OperationDetails } from './read-operation.ts';

/** docs.json `api.examples`, as the request samples use it. */
export interface SampleOptions {
  /** Generated samples to show, in order (`curl`, `javascript`, `python` and their aliases); default all three. */
  languages?: readonly string[];
  /** `required`: only required query parameters; `all` (default): also optional ones with an example. */
  defaults?: 'all' | 'required';
  /** `false`: only the document's own `x-codeSamples`. */
  autogenerate?: boolean;
}

/** The generated samples and the names `api.examples.languages` may give them. */
const SAMPLE_LANGUAGE_ALIASES: Readonly<Record<string, 'bash' | 'javascript' | 'python'>> = {
  curl: 'bash',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  javascript: 'javascript',
  js: 'javascript',
  node: 'javascript',
  nodejs: 'javascript',
  fetch: 'javascript',
  python: 'python',
  py: 'python',
  python3: 'python',
};

/**
 * Request samples for an operation: cURL, JavaScript `fetch` and Python `requests`, built from
 * the first server, query parameters (required ones, and with `defaults: "all"` optional ones that
 * have an example), header parameters, security placeholders and the example body; in the order
 * and choice of `api.examples.languages`; followed by the document's own `x-codeSamples`.
 */
export function buildRequestSamples(details: OperationDetails, options: SampleOptions = {}): CodeSample[] {
  if (options.autogenerate === false) return [...details.codeSamples];
  const base = details.servers[0] ?? 'https://api.example.com';
  const query = details.parameters
    .filter((p) => p.in === 'query' && (p.required || (options.defaults !== 'required' && p.example !== undefined)))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(scalar(p.example ?? ''))}`);
  const url = base + details.path + (query.length > 0 ? `?${query.join('&')}` : '');
  const headers: [string, string][] = [];
  for (const input of details.security[0] ?? []) {
    if (input.in !== 'header') continue;
    headers.push([
      input.name,
      input.kind === 'bearer' ? 'Bearer <token>' : input.kind === 'basic' ? 'Basic <credentials>' : '<api-key>',
    ]);
  }
  for (const p of details.parameters) if (p.in === 'header') headers.push([p.name, scalar(p.example ?? `<${p.name}>`)]);
  const body = details.requestBody;
  const isJson = body !== undefined && /json/i.test(body.contentType);
  if (body !== undefined) headers.push(['Content-Type', body.contentType]);
  const bodyText =
    body?.example === undefined ? undefined : isJson ? JSON.stringify(body.example, null, 2) : scalar(body.example);

  const curl = [`curl --request ${details.method} \\`, `  --url '${url}'`];
  for (const [name, value] of headers) {
    curl[curl.length - 1] += ' \\';
    curl.push(`  --header '${name}: ${value}'`);
  }
  if (bodyText !== undefined) {
    curl[curl.length - 1] += ' \\';
    curl.push(`  --data '${bodyText.replace(/'/g, "'\\''")}'`);
  }

  const fetchOptions = [`  method: '${details.method}'`];
  if (headers.length > 0)
    fetchOptions.push(
      `  headers: {\n${headers.map(([n, v]) => `    ${JSON.stringify(n)}: ${JSON.stringify(v)}`).join(',\n')}\n  }`,
    );
  if (bodyText !== undefined)
    fetchOptions.push(
      isJson ? `  body: JSON.stringify(${indent(bodyText, '  ')})` : `  body: ${JSON.stringify(bodyText)}`,
    );
  const js = `const response = await fetch('${url}', {\n${fetchOptions.join(',\n')}\n});\n\nconsole.log(await response.json());`;

  const py = ['import requests', '', `url = "${url}"`];
  const pyArgs = ['url'];
  if (headers.length > 0) {
    py.push(`headers = {\n${headers.map(([n, v]) => `    ${JSON.stringify(n)}: ${JSON.stringify(v)}`).join(',\n')}\n}`);
    pyArgs.push('headers=headers');
  }
  if (bodyText !== undefined) {
    py.push(isJson ? `payload = ${pythonLiteral(body?.example)}` : `payload = ${JSON.stringify(bodyText)}`);
    pyArgs.push(isJson ? 'json=payload' : 'data=payload');
  }
  py.push('', `response = requests.${details.method.toLowerCase()}(${pyArgs.join(', ')})`, '', 'print(response.text)');

  const generated: CodeSample[] = [
    { lang: 'bash', label: 'cURL', source: curl.join('\n') },
    { lang: 'javascript', label: 'JavaScript', source: js },
    { lang: 'python', label: 'Python', source: py.join('\n') },
  ];
  const wanted =
    options.languages === undefined
      ? undefined
      : [...new Set(options.languages.flatMap((name) => SAMPLE_LANGUAGE_ALIASES[name.toLowerCase()] ?? []))];
  const chosen =
    wanted === undefined ? generated : wanted.map((lang) => generated.find((sample) => sample.lang === lang)!);
  return [...chosen, ...details.codeSamples];
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function indent(text: string, prefix: string): string {
  return text.split('\n').join(`\n${prefix}`);
}

function pythonLiteral(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value))
    return value.length === 0 ? '[]' : `[\n${value.map((v) => pad + pythonLiteral(v, depth + 1)).join(',\n')}\n${end}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, depth + 1)}`).join(',\n')}\n${end}}`;
}
