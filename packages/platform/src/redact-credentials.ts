/** User-info in a URL: `https://x-access-token:secret@host/` keeps its scheme and host. */
const URL_USER_INFO = /([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi;
/** User-info without a scheme (`x-access-token:secret@github.com`), as git and some hosts print it. */
const BARE_USER_INFO = /(^|[\s"'(<=])[\w.~%+-]+:[^\s@/"'<>]+@(?=[a-z0-9.-]+[/:]?)/gi;
/** An `Authorization` header (or field) echoed back: its value, with or without a scheme. */
const AUTHORIZATION =
  /\b((?:proxy-)?authorization)(["']?\s*[:=]\s*["']?)((?:basic|bearer|token|digest)\s+)?[^\s"',;})]+/gi;

/**
 * Removes credentials from text that may reach a log: user-info in URLs (with or without a scheme),
 * the values of echoed `Authorization` headers, and the given secret values wherever they appear,
 * whole or cut short (a git host may echo a token back in an error; see {@link secretForms} for
 * the encodings).
 */
export function redactCredentials(text: string, secrets: readonly string[] = []): string {
  const out = text
    .replace(URL_USER_INFO, '$1[redacted]@')
    .replace(BARE_USER_INFO, '$1[redacted]@')
    .replace(AUTHORIZATION, '$1$2$3[redacted]');
  return secrets.length === 0 ? out : maskSecretParts(out, secrets);
}

/** Shortest piece of a secret that is masked on its own: a host may echo a token cut short. */
const MIN_PART = 8;

/**
 * Replaces every run of `text` made of pieces of a secret at least {@link MIN_PART} characters long
 * (or the whole secret, when shorter but at least 4): a git host's error page is shown cut after a
 * few hundred bytes, and may end in the middle of the token it echoed.
 */
function maskSecretParts(text: string, secrets: readonly string[]): string {
  const covered = new Uint8Array(text.length);
  let any = false;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    const part = Math.min(MIN_PART, secret.length);
    for (let start = 0; start + part <= secret.length; start++) {
      const piece = secret.slice(start, start + part);
      for (let at = text.indexOf(piece); at !== -1; at = text.indexOf(piece, at + 1)) {
        covered.fill(1, at, at + part);
        any = true;
      }
    }
  }
  if (!any) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (covered[i] === 0) out += text[i];
    else if (i === 0 || covered[i - 1] === 0) out += '[redacted]';
  }
  return out;
}

/**
 * The forms a git access token takes on the wire and in error text: as is, percent-encoded (in a
 * URL), and base64 inside the HTTP basic credentials isomorphic-git sends (`x-access-token:<token>`),
 * so a host that echoes the `Authorization` header back is masked even without its header name.
 */
export function secretForms(token: string): string[] {
  const forms = new Set([token, encodeURIComponent(token), Buffer.from(token).toString('base64')]);
  for (const user of ['x-access-token', 'oauth2', 'git']) {
    // base64 of `user:token` without the padding, which changes with what follows.
    forms.add(Buffer.from(`${user}:${token}`).toString('base64').replace(/=+$/, ''));
  }
  return [...forms];
}
