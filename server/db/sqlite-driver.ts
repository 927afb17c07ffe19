import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * better-sqlite3 for the Node that is running (docs/decisions/0012-sqlite-driver-per-node.md).
 * Before 13, its statements are node::ObjectWrap objects, and Node 24.19+ aborts the process
 * (`Assertion failed: (env) != nullptr`) when the garbage collector frees one outside a JS
 * context: a production server on Node 24 would die at a random moment after a write. 13 is
 * built on Node-API 10, which Node 20 lacks. So Node-API 10 gets 13 (installed under the alias
 * `better-sqlite3-napi`) and Node 20 keeps 12; both have the same API.
 */
export function loadSqliteDriver(): typeof BetterSqlite3 {
  return require(sqliteDriverPath()) as typeof BetterSqlite3;
}

/** Where that driver's module is, for a worker thread that loads it itself (server/backups/sqlite-snapshot.ts). */
export function sqliteDriverPath(): string {
  return require.resolve(Number(process.versions.napi) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3');
}
