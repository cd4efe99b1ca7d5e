import type { Queryable } from '@folio/platform';

/** A `tenants` row as the API answers with it. */
export interface TenantRow {
  id: string;
  name: string;
  created_at: Date;
}

/** Creates a tenant named `name`. */
export async function insertTenant(db: Queryable, name: string): Promise<TenantRow> {
  const row = await db.query<TenantRow>('INSERT INTO tenants (name) VALUES ($1) RETURNING id, name, created_at', [
    name,
  ]);
  return row.rows[0]!;
}

/** Whether tenant `id` exists. */
export async function tenantExists(db: Queryable, id: string): Promise<boolean> {
  const tenant = await db.query('SELECT 1 FROM tenants WHERE id = $1', [id]);
  return tenant.rowCount === 1;
}
