import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';
import { SOURCE_COLUMNS, SOURCE_LIMITS } from '../lead-source-columns';

/**
 * Where each lead came from (server/lead-sources/): the source columns on both lead tables, every
 * one '' for the leads that came before. The inbox filters by source, medium, campaign, partner
 * and landing page newest first, so each gets a (column, created_at, id) index, as migration 010
 * gave status: a filter reads only the matching rows, in the inbox's order.
 */
export const FILTERED_SOURCE_COLUMNS = ['source', 'utm_medium', 'utm_campaign', 'partner', 'landing_page'] as const;

const LEAD_TABLES = ['consultation_requests', 'contact_messages'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _dialect: DialectAdapter): Promise<void> {
  for (const table of LEAD_TABLES) {
    // one column a statement: SQLite's ALTER TABLE adds one at a time
    for (const column of SOURCE_COLUMNS) {
      await db.schema
        .alterTable(table)
        .addColumn(column, `varchar(${SOURCE_LIMITS[column]})`, (c) => c.notNull().defaultTo(''))
        .execute();
    }
    for (const column of FILTERED_SOURCE_COLUMNS) {
      await db.schema.createIndex(`${table}_${column}_created_id`).on(table).columns([column, 'created_at', 'id']).execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    for (const column of FILTERED_SOURCE_COLUMNS) await db.schema.dropIndex(`${table}_${column}_created_id`).ifExists().execute();
    for (const column of SOURCE_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
