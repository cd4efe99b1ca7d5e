import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * The repository folder a command works on: its one optional positional argument, default the
 * current folder. Resolves to an error message (usage exit) when there are several, or when the
 * path is not a folder.
 */
export async function repositoryFolder(
  positionals: readonly string[],
): Promise<{ dir: string } | { error: string; showUsage: boolean }> {
  if (positionals.length > 1)
    return { error: `expected at most one folder, got ${positionals.length}`, showUsage: true };
  const dir = resolve(positionals[0] ?? '.');
  const isFolder = await stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
  return isFolder ? { dir } : { error: `${dir} is not a folder`, showUsage: false };
}
