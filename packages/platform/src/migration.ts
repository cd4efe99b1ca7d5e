/** One SQL migration file, read by `loadMigrations`, applied by `runMigrations`. */
export interface Migration {
  /** Numeric prefix of the file name: `0003-create-sites.sql` → 3. */
  version: number;
  /** The file name, recorded in `schema_migrations`. */
  name: string;
  sql: string;
}
