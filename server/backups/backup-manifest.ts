/**
 * What a backup says about itself (docs/backups.md, "What a backup holds"): when it was taken, from
 * which database, its schema version (the migrations applied), how many rows each table had, and
 * the SHA-256 of the plaintext it encrypts. It rides in the backup's header, readable without the
 * key and authenticated with the data, and beside it as `<name>.manifest.json`. It holds counts and
 * names of tables, never a row.
 */
import * as v from 'valibot';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const manifestSchema = v.object({
  app: v.literal('endolift-clinic'),
  createdAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  dialect: v.picklist(['sqlite', 'postgres']),
  /** the last migration applied ('' for a database no migration ever ran on) */
  schemaVersion: v.string(),
  migrations: v.array(v.string()),
  tables: v.record(v.string(), count),
  plaintextSha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  plaintextBytes: count,
  /** how the plaintext was made: 'better-sqlite3 backup API' or 'pg_dump (PostgreSQL) 15.x --format=custom' */
  source: v.string(),
  /** the backup_runs row it was recorded under, when there was one */
  runId: v.nullable(v.pipe(v.number(), v.integer())),
});

export type BackupManifest = v.InferOutput<typeof manifestSchema>;

/** What the database holds, as the snapshot saw it: the part of the manifest the dialects fill in. */
export interface SnapshotFacts {
  tables: Record<string, number>;
  migrations: string[];
  source: string;
}

export function schemaVersionOf(migrations: string[]): string {
  return [...migrations].sort().at(-1) ?? '';
}
