/** Files larger than this are not opened when looking for OpenAPI documents. */
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const CONCURRENT_READS = 8;

/**
 * Picks the OpenAPI documents among a repository's files (COMPAT.md): any `.json`, `.yaml` or `.yml`
 * outside `node_modules` whose top level has an `openapi` key. The check is cheap on purpose (a JSON
 * parse, or a look for an `openapi:` line at column 0 in YAML); full loading is {@link loadSpec}'s
 * job. Swagger 2.0 files have no `openapi` key and are not listed. Returns paths in input order.
 */
export async function findSpecFiles(
  files: string[],
  readFile: (repoPath: string) => Promise<string | undefined>,
  options: { maxBytes?: number } = {},
): Promise<string[]> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const candidates = files.filter((file) => /\.(json|ya?ml)$/i.test(file) && !file.split('/').includes('node_modules'));
  const isSpec = new Array<boolean>(candidates.length).fill(false);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < candidates.length) {
      const index = next++;
      const file = candidates[index] as string;
      const text = await readFile(file).catch(() => undefined);
      isSpec[index] = text !== undefined && text.length <= maxBytes && hasTopLevelOpenapi(file, text);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_READS, candidates.length) }, worker));
  return candidates.filter((_, index) => isSpec[index]);
}

function hasTopLevelOpenapi(file: string, text: string): boolean {
  if (/\.json$/i.test(file)) {
    // docs.json mentions "openapi" too, nested: only a parse tells the top level apart.
    if (!text.includes('"openapi"')) return false;
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'openapi');
    } catch {
      return false;
    }
  }
  // A top-level YAML key starts a line; it may be quoted. A JSON-style YAML file is one flow mapping.
  return (
    /^(?:openapi|"openapi"|'openapi')[ \t]*:/m.test(text.replace(/^\uFEFF/, '')) || /^\s*\{\s*"openapi"\s*:/.test(text)
  );
}
