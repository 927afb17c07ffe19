/** The test_leads table (migration 031): partners' test submissions, kept a day. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long a test submission is kept. */
export const TEST_LEAD_TTL_MS = 86_400_000;

export interface NewTestLead {
  kind: 'consultation' | 'contact';
  language: string;
  fields: Record<string, unknown>;
  photoBytes?: number;
}

export interface TestLead {
  id: number;
  kind: 'consultation' | 'contact';
  language: string;
  fields: Record<string, unknown>;
  photoBytes: number;
  createdAt: number;
}

export async function insertTestLead(db: Kysely<Database>, lead: NewTestLead, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('test_leads')
    .values({ kind: lead.kind, language: lead.language, fields: JSON.stringify(lead.fields), photo_bytes: lead.photoBytes ?? 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The test submissions still kept, newest first. */
export async function listTestLeads(db: Kysely<Database>, limit = 100): Promise<TestLead[]> {
  const rows = await db.selectFrom('test_leads').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    language: r.language,
    fields: JSON.parse(r.fields) as Record<string, unknown>,
    photoBytes: Number(r.photo_bytes),
    createdAt: Number(r.created_at),
  }));
}

/** Forgets test submissions older than a day. */
export async function purgeOldTestLeads(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('test_leads').where('created_at', '<=', now - TEST_LEAD_TTL_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}
