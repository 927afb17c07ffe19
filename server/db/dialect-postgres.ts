import pg from 'pg';
import { PostgresDialect } from 'kysely';
import type { DialectAdapter } from './dialect';

const INT8_OID = 20;

/**
 * PostgreSQL for clinics that outgrow one machine; several app processes share it. 64-bit integers
 * (our epoch-millisecond times and counts) come back as numbers, as they do from SQLite; they stay
 * far below 2^53.
 */
export function postgresAdapter(connectionString: string): DialectAdapter {
  return {
    name: 'postgres',
    createDialect() {
      const pool = new pg.Pool({
        connectionString,
        max: 10,
        types: {
          getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
            oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
        },
      });
      return new PostgresDialect({ pool });
    },
    idColumn: { type: 'integer', build: (col) => col.primaryKey().generatedByDefaultAsIdentity() },
    bigintType: 'bigint',
    isUniqueViolation(err) {
      return (err as { code?: unknown } | null)?.code === '23505';
    },
    describe() {
      try {
        const url = new URL(connectionString);
        return `postgres://${url.host}${url.pathname}`;
      } catch {
        return 'postgres';
      }
    },
  };
}
