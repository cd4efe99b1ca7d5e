import { fileURLToPath } from 'node:url';
import type { Migration } from './migration.ts';

/** The repository's `migrations/` folder (plain SQL, numbered, append-only). */
export const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('../../../migrations/', import.meta.url));

/** The two file operations `loadMigrations` needs; pass `node:fs/promises` in a service. */
export interface MigrationFiles {
  readdir(directory: string): Promise<string[]>;
  readFile(path: string, encoding: 'utf8'): Promise<string>;
}

const FILE_NAME = /^(\d{4})-[a-z0-9-]+\.sql$/;

/**
 * Reads every `NNNN-name.sql` file of a folder, in version order. Throws on a file name that does
 * not follow the pattern or on two files with one number: a broken migrations folder must stop a
 * deploy, not be half-applied.
 */
export async function loadMigrations(
  files: MigrationFiles,
  directory: string = MIGRATIONS_DIRECTORY,
): Promise<Migration[]> {
  const names = (await files.readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    const match = FILE_NAME.exec(name);
    if (!match?.[1]) {
      throw new Error(`migration file "${name}" must be named NNNN-lowercase-words.sql, e.g. 0008-add-site-theme.sql`);
    }
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`two migration files share number ${match[1]}: renumber "${name}" to the next free number`);
    }
    const sql = await files.readFile(`${directory.replace(/\/$/, '')}/${name}`, 'utf8');
    migrations.push({ version, name, sql });
  }
  return migrations;
}
