// Test helpers for the CLI's command tests: temporary repositories removed after each test, and
// running `folio` in-process with a recording terminal.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { main } from '../main.ts';
import { createRecordingTerminal } from '../terminal.ts';

/**
 * Registers cleanup for the calling test file and returns a maker of temporary folders, filled
 * with `files` (repository-relative path → text) when given.
 */
export function useTemporaryFolders(prefix: string): (files?: Record<string, string>) => Promise<string> {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async (files = {}) => {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    folders.push(dir);
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(dir, path, '..'), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    return dir;
  };
}

/** Runs `folio <args>` in-process; resolves to its exit code and what it printed. */
export async function runFolio(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const terminal = createRecordingTerminal();
  const code = await main(args, terminal);
  return { code, stdout: terminal.stdout, stderr: terminal.stderr };
}
