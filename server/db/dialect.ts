/**
 * What differs between SQLite and PostgreSQL, in one interface: how to connect, how an
 * auto-increment key and a 64-bit integer are declared, and how a unique-key clash is reported.
 * Queries themselves are written once, in repositories/, against Kysely.
 */
import type { ColumnDataType, ColumnDefinitionBuilder, Dialect, Transaction } from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DialectAdapter {
  name: DialectName;
  createDialect(): Dialect;
  /** type and constraints of an auto-increment integer primary key */
  idColumn: { type: ColumnDataType; build(col: ColumnDefinitionBuilder): ColumnDefinitionBuilder };
  /** epoch milliseconds and other integers past 2^31 */
  bigintType: ColumnDataType;
  isUniqueViolation(err: unknown): boolean;
  /**
   * Where the rate_limits table is created, when not beside the rest: SQLite keeps attempt counters
   * in a separate attached file without fsync per commit (they need to be shared, not durable).
   * Queries name the table unqualified either way.
   */
  counterSchema?: string;
  /** where the data is, without credentials, for logs and /healthz */
  describe(): string;
  /**
   * Makes transactions that name the same key wait for each other until they end, for rules that
   * read before they write (one live appointment a type per person). SQLite runs one write
   * transaction at a time already; PostgreSQL takes transaction-scoped advisory locks.
   */
  lockKeys(trx: Transaction<Database>, keys: string[]): Promise<void>;
}
