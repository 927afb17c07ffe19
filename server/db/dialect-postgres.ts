import pg from 'pg';
import { PostgresDialect } from 'kysely';

/** PostgreSQL for clinics that outgrow one machine; several app processes share it. */
export function createPostgresDialect(connectionString: string): PostgresDialect {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return new PostgresDialect({ pool });
}
