import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Consultation photos move into the database: one row per request, written in the request's own
 * transaction (a blob in SQLite, bytea in PostgreSQL). Lists of leads never read this table, so
 * paging the inbox never carries photo bytes. Photos still in DATA_DIR/uploads from before are
 * moved in at start (server/uploads/legacy-photo-import.ts), since only the server knows DATA_DIR.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('consultation_photos')
    .addColumn('request_id', 'integer', (c) => c.primaryKey())
    .addColumn('jpeg', dialect.name === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consultation_photos').ifExists().execute();
}
