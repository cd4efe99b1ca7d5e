import type { QueryResult, QueryResultRow } from 'pg';

/**
 * Anything that runs a parameterised SQL statement: a `pg.Pool` or a checked-out `pg.PoolClient`
 * (inside a transaction). Helpers take this so callers choose whether they run in a transaction.
 */
export interface Queryable {
  query<Row extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
}
