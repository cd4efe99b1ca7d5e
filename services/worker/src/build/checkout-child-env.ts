/**
 * Variables a checkout process may inherit: none carries a secret. Everything else (DATABASE_URL,
 * REDIS_URL, S3_*, SECRET_ENCRYPTION_KEY, OPERATOR_TOKEN, NODE_OPTIONS…) stays behind, whatever
 * the operator adds later: an allow-list, never a deny-list.
 */
const INHERITED = ['LANG', 'LC_ALL', 'TZ'] as const;

/**
 * The whole environment of a checkout process: the allow-listed variables of `source` and its
 * own temporary folder as HOME and TMPDIR (so nothing it or a library writes lands elsewhere).
 * The git token is not here: it travels over IPC.
 */
export function checkoutChildEnv(
  workDir: string,
  tempDir: string,
  source: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = source[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, HOME: workDir, TMPDIR: tempDir, TMP: tempDir, TEMP: tempDir };
}
