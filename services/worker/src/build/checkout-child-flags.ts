/**
 * Node flags of a checkout process. Where Node has its permission model (`--permission`, or
 * `--experimental-permission` on Node 20) the process may read only `readRoots` (its bundled
 * program and its own folder) and write only `writeRoot`, and may start no child process and no
 * worker thread: a bug that put a path outside its folder fails with ERR_ACCESS_DENIED instead of
 * writing. The model does not stop a write through a symbolic link; the checkout itself never
 * writes through a link and runs nothing from the repository, so the model is a second wall, not
 * the first.
 */
export function checkoutChildFlags(options: {
  readRoots: readonly string[];
  writeRoot: string;
  maxMemoryMb: number;
}): string[] {
  const flags = [`--max-old-space-size=${options.maxMemoryMb}`, '--no-warnings'];
  const permission = ['--permission', '--experimental-permission'].find((flag) =>
    process.allowedNodeEnvironmentFlags.has(flag),
  );
  if (permission === undefined) return flags;
  return [
    ...flags,
    permission,
    ...options.readRoots.map((root) => `--allow-fs-read=${root}`),
    `--allow-fs-write=${options.writeRoot}`,
  ];
}
