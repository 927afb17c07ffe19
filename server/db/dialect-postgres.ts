import pg from 'pg';
import { PostgresDialect, sql } from 'kysely';
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
      // A backend that goes away (PostgreSQL restarting, an administrator ending connections) is
      // reported on the query that was running; these listeners keep the same report on an idle
      // or closing connection from crashing the process. The pool replaces the broken client.
      pool.on('error', () => undefined);
      pool.on('connect', (client) => client.on('error', () => undefined));
      return new PostgresDialect({ pool });
    },
    idColumn: { type: 'integer', build: (col) => col.primaryKey().generatedByDefaultAsIdentity() },
    bigintType: 'bigint',
    isUniqueViolation(err) {
      return (err as { code?: unknown } | null)?.code === '23505';
    },
    async lockKeys(trx, keys) {
      // in one order, so two transactions locking the same keys cannot wait on each other
      for (const key of [...new Set(keys)].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
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
