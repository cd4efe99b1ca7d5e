/**
 * Removes credentials from text that may reach a log: `user:token@` in URLs, and any of the given
 * secret values wherever they appear (a git host may echo a token back in an error).
 */
export function redactCredentials(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, '$1[redacted]@');
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  return out;
}
