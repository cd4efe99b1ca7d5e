/** A likely real key or secret found in code. */
export interface SecretFinding {
  /** What it looks like (`an AWS access key`). */
  kind: string;
  /** Offset of the secret in the scanned text. */
  index: number;
  /** The secret, masked for display: never print the value itself. */
  masked: string;
}

const PATTERNS: Array<{ kind: string; pattern: RegExp }> = [
  { kind: 'an AWS access key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'a GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/g },
  { kind: 'a Stripe live key', pattern: /\b(?:sk|rk)_live_[A-Za-z0-9]{16,}\b/g },
  { kind: 'a Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g },
  { kind: 'a Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'a JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{16,}/g },
  { kind: 'a private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----\s*([A-Za-z0-9+/=\s]{64,}?)-----END/g },
];

/** `api_key = "…"`, `"token": "…"`, `password: …`, `Authorization: Bearer …`. */
const ASSIGNMENT =
  /(?:api[_-]?key|apikey|secret|token|password|passwd|pwd|access[_-]?key|private[_-]?key|client[_-]?secret|auth|bearer)[\w-]*["']?\s*(?:[:=]|=>)\s*(?:bearer\s+)?["'`]?([A-Za-z0-9_\-+/=.~]{16,})/gi;
const BEARER = /\bBearer\s+([A-Za-z0-9_\-+/=.~]{20,})/g;

/** Values that are obviously not real: `YOUR_API_KEY`, `sk_test_xxx`, `<token>`, `${TOKEN}`… */
const PLACEHOLDER =
  /your|xxx|placeholder|example|dummy|redacted|sample|fake|changeme|replace|insert|here|secret_?key|api_?key|token|password|<|>|\$\{|\$[A-Z_]|\.\.\.|\*\*\*|test|demo|1234567|abcdef|env\b|process\./i;

/**
 * Finds likely real secrets in code: well-known key formats (AWS, GitHub, Stripe live, Slack,
 * Google, JWTs, private key blocks) and high-entropy values assigned to names like `api_key`,
 * `secret`, `token` or `password`. Obvious placeholders are not reported. Findings are masked.
 */
export function findSecrets(code: string): SecretFinding[] {
  const findings: SecretFinding[] = [];
  const seen = new Set<number>();
  const add = (kind: string, index: number, value: string) => {
    if (seen.has(index) || PLACEHOLDER.test(value)) return;
    seen.add(index);
    findings.push({ kind, index, masked: mask(value) });
  };
  for (const { kind, pattern } of PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const value = match[1] ?? match[0];
      if (kind === 'a private key' && entropy(value.replace(/\s+/g, '')) < 4) continue;
      add(kind, match.index, value);
    }
  }
  for (const pattern of [ASSIGNMENT, BEARER]) {
    for (const match of code.matchAll(pattern)) {
      const value = match[1] ?? '';
      const index = match.index + match[0].lastIndexOf(value);
      if (findings.some((finding) => Math.abs(finding.index - index) < 4)) continue;
      if (isRandomLooking(value)) add('a secret value', index, value);
    }
  }
  return findings.sort((a, b) => a.index - b.index);
}

function isRandomLooking(value: string): boolean {
  if (value.length < 16) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((pattern) => pattern.test(value)).length;
  return classes >= 2 && /[0-9]/.test(value) && entropy(value) >= 3.5;
}

/** Shannon entropy in bits per character. */
function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

function mask(value: string): string {
  const flat = value.replace(/\s+/g, '');
  return `${flat.slice(0, 4)}…${'*'.repeat(4)} (${flat.length} characters)`;
}
