/**
 * Table of hostile playground targets. Every case must be refused (or, for redirects, returned
 * unfollowed) without a connection to anything but the one checked public address.
 *
 * Network rule: nothing here connects outside 127.0.0.0/8. Targets in other ranges go through a
 * recording dialer that logs the address it was asked for and connects to a loopback canary
 * instead; loopback targets point at the canary's port, so a failed guard would show up as a
 * canary connection. Loopback cases also run through the real default dialer.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProxyErrorCode } from './codes.ts';
import { executePlaygroundRequest } from './execute-playground-request.ts';
import type { PlaygroundResponse } from './playground-response.ts';
import { isProxyError, type ProxyError } from './proxy-error.ts';
import { classifyAddress } from './classify-address.ts';
import {
  fakeLookup,
  recordingDialer,
  startCanary,
  startLoopbackServer,
  type Canary,
  type LoopbackServer,
} from './testing/loopback-fixtures.ts';

interface HostileCase {
  url: string;
  expect: ProxyErrorCode | 'unfollowed-redirect';
  /** Allow-list; defaults to the target's own origin, so the address guard is what refuses it. */
  allowed?: string[];
  dns?: Record<string, string[] | string[][]>;
}

const PUBLIC = '93.184.215.14';
const C = '{canary}';

const addressCases: HostileCase[] = [
  // IPv4 special ranges, literal.
  { url: `http://127.0.0.1:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://127.255.255.254:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://0.0.0.0:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://0:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://0.1.2.3/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://10.0.0.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://10.255.255.255/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://172.16.0.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://172.31.255.254/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://192.168.1.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://169.254.169.254/latest/meta-data/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://100.64.0.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://100.127.255.254/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://198.18.0.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://198.19.255.254/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://192.0.2.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://198.51.100.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://203.0.113.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://192.0.0.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://192.88.99.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://224.0.0.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://239.255.255.250/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://240.0.0.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://255.255.255.255/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  // Decimal, octal, hex, short and other spellings of IPv4.
  { url: `http://2130706433:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://0177.0.0.1:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://0x7f.1:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://127.1:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://127.0.1:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://0x7f000001:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://017700000001:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://0x7F.0X0.0.01:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://%31%32%37.0.0.1:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://１２７.０.０.１:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://127.0.0.1.:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://0x0A.0.0.1/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://3232235777/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://0xA9FEA9FE/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://0251.0376.0251.0376/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  // IPv6.
  { url: `http://[::1]:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://[0:0:0:0:0:0:0:1]:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://[::]:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://[::ffff:127.0.0.1]:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://[::ffff:7f00:1]:${C}/`, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[::ffff:10.0.0.1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[::ffff:169.254.169.254]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[::ffff:0:7f00:1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[::127.0.0.1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[fc00::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[fd12:3456:789a::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[fe80::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[fec0::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[ff02::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[64:ff9b::a00:1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[64:ff9b::127.0.0.1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[64:ff9b:1::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[2002:a00:1::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[2002:7f00:1::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[2002:c0a8:101::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[2001:db8::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[100::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://[5f00::1]/', expect: 'PROXY_ADDRESS_FORBIDDEN' },
];

const dnsCases: HostileCase[] = [
  { url: `http://api.example.com:${C}/`, dns: { 'api.example.com': ['127.0.0.1'] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://api.example.com/', dns: { 'api.example.com': ['10.0.0.5'] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://api.example.com/', dns: { 'api.example.com': ['172.20.1.1'] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://api.example.com/', dns: { 'api.example.com': ['192.168.0.10'] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  {
    url: 'http://api.example.com/',
    dns: { 'api.example.com': ['169.254.169.254'] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
  {
    url: 'http://api.example.com/',
    dns: { 'api.example.com': ['100.100.100.200'] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
  { url: `http://api.example.com:${C}/`, dns: { 'api.example.com': ['0.0.0.0'] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  {
    url: 'http://api.example.com/',
    dns: { 'api.example.com': [PUBLIC, '10.0.0.1'] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
  {
    url: 'http://api.example.com/',
    dns: { 'api.example.com': ['10.0.0.1', PUBLIC] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
  { url: `http://api.example.com:${C}/`, dns: { 'api.example.com': ['::1'] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  {
    url: 'http://api.example.com/',
    dns: { 'api.example.com': ['2606:4700::1111', 'fd00::1'] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
  {
    url: 'http://api.example.com/',
    dns: { 'api.example.com': ['::ffff:192.168.0.1'] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
  { url: 'http://api.example.com/', dns: { 'api.example.com': ['fe80::1%eth0'] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  {
    url: 'http://api.example.com/',
    dns: { 'api.example.com': ['64:ff9b::a9fe:a9fe'] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
  { url: `http://localhost:${C}/`, dns: { localhost: ['127.0.0.1', '::1'] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: `http://localtest.me:${C}/`, dns: { 'localtest.me': ['127.0.0.1'] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  {
    url: 'http://metadata.google.internal/',
    dns: { 'metadata.google.internal': ['169.254.169.254'] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
  { url: 'http://api.example.com/', dns: { 'api.example.com': ['not-an-address'] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  { url: 'http://nx.example.com/', dns: {}, expect: 'PROXY_DNS_FAILED' },
  { url: 'http://empty.example.com/', dns: { 'empty.example.com': [] }, expect: 'PROXY_DNS_FAILED' },
];

const ALLOWED = ['https://api.example.com'];
const allowListCases: HostileCase[] = [
  { url: 'https://api.example.com.evil.test/', allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: `https://api.example.com@127.0.0.1:${C}/`, allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: `https://api.example.com:443@127.0.0.1:${C}/`, allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: 'https://user:pass@api.example.com/', allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  {
    url: 'https://:@api.example.com/',
    allowed: ALLOWED,
    dns: { 'api.example.com': ['127.0.0.1'] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
  { url: `https://127.0.0.1:${C}#@api.example.com/`, allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: `https://127.0.0.1:${C}?@api.example.com/`, allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: 'https://api.example.com:8443/', allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: 'http://api.example.com/', allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: 'https://evil-api.example.com/', allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: 'https://example.com/', allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: 'https://api.example.com./', allowed: ALLOWED, expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: 'https://api.example.com%2e127.0.0.1/', allowed: ALLOWED, expect: 'PROXY_BAD_REQUEST' },
  { url: 'https://api.example.com%00.evil.test/', allowed: ALLOWED, expect: 'PROXY_BAD_REQUEST' },
  { url: '//api.example.com/', allowed: ALLOWED, expect: 'PROXY_BAD_REQUEST' },
  { url: '/internal', allowed: ALLOWED, expect: 'PROXY_BAD_REQUEST' },
  // Other schemes, even when their "origin" is listed.
  { url: 'file:///etc/passwd', allowed: ['null', ...ALLOWED], expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: `gopher://127.0.0.1:${C}/_GET%20/`, allowed: [`gopher://127.0.0.1:${C}`], expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: `ftp://127.0.0.1:${C}/`, allowed: [`ftp://127.0.0.1:${C}`], expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: 'data:text/plain,hello', allowed: ['null'], expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: 'javascript:alert(1)', allowed: ['null'], expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: `ws://127.0.0.1:${C}/`, allowed: [`ws://127.0.0.1:${C}`], expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: `dict://127.0.0.1:${C}/info`, allowed: ['null'], expect: 'PROXY_TARGET_NOT_ALLOWED' },
  { url: `ldap://127.0.0.1:${C}/`, allowed: ['null'], expect: 'PROXY_TARGET_NOT_ALLOWED' },
];

// Redirects from an allow-listed API whose name resolves to a public address (the recording
// dialer carries that one connection to the loopback redirector).
const API = 'https://api.example.com';
const redirect = (to: string) => `${API}/redirect?to=${encodeURIComponent(to)}`;
const redirectCases: HostileCase[] = [
  { url: redirect(`http://127.0.0.1:${C}/`), expect: 'unfollowed-redirect' },
  { url: redirect('http://169.254.169.254/latest/meta-data/'), expect: 'unfollowed-redirect' },
  { url: redirect('http://10.0.0.1/admin'), expect: 'unfollowed-redirect' },
  { url: redirect(`http://[::1]:${C}/`), expect: 'unfollowed-redirect' },
  { url: redirect(`http://2130706433:${C}/`), expect: 'unfollowed-redirect' },
  { url: redirect(`https://api.example.com@127.0.0.1:${C}/`), expect: 'unfollowed-redirect' },
  { url: redirect('https://user:pw@api.example.com/next'), expect: 'unfollowed-redirect' },
  { url: redirect('https://evil.test/'), expect: 'unfollowed-redirect' },
  { url: redirect('http://api.example.com/next'), expect: 'unfollowed-redirect' },
  { url: redirect(`http://127.0.0.1:${C}/`), allowed: [API, `http://127.0.0.1:${C}`], expect: 'unfollowed-redirect' },
  { url: redirect(`gopher://127.0.0.1:${C}/`), expect: 'unfollowed-redirect' },
  { url: redirect('file:///etc/passwd'), expect: 'unfollowed-redirect' },
  // Same origin, but the name now resolves elsewhere: checked again and refused.
  { url: redirect('/next'), dns: { 'api.example.com': [[PUBLIC], ['10.0.0.1']] }, expect: 'PROXY_ADDRESS_FORBIDDEN' },
  {
    url: redirect(`${API}/next`),
    dns: { 'api.example.com': [[PUBLIC], ['127.0.0.1']] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
  {
    url: redirect('//api.example.com/next'),
    dns: { 'api.example.com': [[PUBLIC], ['169.254.169.254']] },
    expect: 'PROXY_ADDRESS_FORBIDDEN',
  },
];

let canary: Canary;
let redirector: LoopbackServer;

beforeAll(async () => {
  canary = await startCanary();
  redirector = await startLoopbackServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    response.statusCode = 302;
    response.setHeader('location', url.searchParams.get('to') ?? '/');
    response.end();
  });
});

afterEach(() => {
  expect(canary.connections).toBe(0);
});

afterAll(async () => {
  expect(canary.connections).toBe(0);
  await canary.close();
  await redirector.close();
});

function withCanary(text: string): string {
  return text.replaceAll(C, String(canary.port)).replaceAll(encodeURIComponent(C), String(canary.port));
}

function defaultAllowed(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function label(item: HostileCase): string {
  return `${item.url}${item.dns ? ` (DNS ${JSON.stringify(item.dns)})` : ''} → ${item.expect}`;
}

async function run(item: HostileCase, viaRedirector: boolean) {
  const url = withCanary(item.url);
  const allowed = (item.allowed ?? defaultAllowed(url)).map(withCanary);
  const lookup = fakeLookup(item.dns ?? (viaRedirector ? { 'api.example.com': [PUBLIC] } : {}));
  const recorder = recordingDialer(viaRedirector ? redirector.port : canary.port);
  const result = await executePlaygroundRequest(
    { method: 'GET', url, headers: {}, query: [] },
    {
      allowedOrigins: allowed,
      lookup,
      connect: recorder.dial,
      limits: { timeoutMs: 3000 },
    },
  );
  return { result, dialled: recorder.targets.map((target) => target.address) };
}

function expectOutcome(result: PlaygroundResponse | ProxyError, expected: HostileCase['expect']) {
  if (expected === 'unfollowed-redirect') {
    expect(isProxyError(result)).toBe(false);
    expect(result).toMatchObject({ status: 302, redirects: 0 });
  } else {
    expect(isProxyError(result) ? result.code : `HTTP ${(result as PlaygroundResponse).status}`).toBe(expected);
  }
}

describe('hostile playground targets', () => {
  it('has at least 60 cases', () => {
    expect(addressCases.length + dnsCases.length + allowListCases.length + redirectCases.length).toBeGreaterThanOrEqual(
      60,
    );
  });

  it.each([...addressCases, ...dnsCases, ...allowListCases].map((item) => [label(item), item] as const))(
    'refuses %s, dialling nothing',
    async (_label, item) => {
      const { result, dialled } = await run(item, false);
      expectOutcome(result, item.expect);
      expect(dialled).toEqual([]);
    },
  );

  it.each(redirectCases.map((item) => [label(item), item] as const))(
    '%s, dialling only the checked public address once',
    async (_label, item) => {
      const { result, dialled } = await run(item, true);
      expectOutcome(result, item.expect);
      expect(dialled).toEqual([PUBLIC]);
    },
  );
});

describe('hostile loopback targets through the real dialer', () => {
  // Only cases whose every possible address is loopback or "this host": safe to hand to the
  // default dialer, and a guard failure would reach the canary.
  const isLocal = (address: string) => {
    const verdict = classifyAddress(address);
    return ['loopback', 'unspecified'].includes(verdict.range) || /^::ffff:7f/.test(verdict.address ?? '');
  };
  const loopbackCases = [...addressCases, ...dnsCases].filter((item) => {
    if (!item.url.includes(C) || item.expect !== 'PROXY_ADDRESS_FORBIDDEN') return false;
    const answers = Object.values(item.dns ?? {}).flat(2);
    if (answers.length > 0) return answers.every(isLocal);
    try {
      return isLocal(new URL(withCanaryPlaceholder(item.url)).hostname);
    } catch {
      return false;
    }
  });

  it('covers the loopback spellings', () => {
    expect(loopbackCases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(loopbackCases.map((item) => [label(item), item] as const))('refuses %s', async (_label, item) => {
    const url = withCanary(item.url);
    const result = await executePlaygroundRequest(
      { method: 'GET', url, headers: {}, query: [] },
      {
        allowedOrigins: defaultAllowed(url),
        lookup: fakeLookup(item.dns ?? {}),
        limits: { timeoutMs: 3000 },
      },
    );
    expectOutcome(result, item.expect);
  });
});

function withCanaryPlaceholder(url: string): string {
  return url.replaceAll(C, '1');
}
