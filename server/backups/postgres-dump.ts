/**
 * The PostgreSQL side of a backup and a restore, through the one external tool it needs: the
 * PostgreSQL client tools (`pg_dump`, `pg_restore`, of the server's major version or newer) on
 * PATH. The dump is `pg_dump --format=custom` of a snapshot exported by a read-only transaction
 * that also counts the rows, so the manifest's counts are those of the dump itself. The password
 * of DATABASE_URL reaches the tools as PGPASSWORD, never on a command line others can list.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupRefusal } from './backup-refusal';
import { backupMessages } from './backup-messages';
import type { SnapshotFacts } from './backup-manifest';
import { serverHoldsDatabase } from './server-presence';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The URL for the tools without its password, and the password for PGPASSWORD. */
function forTools(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a client tool; resolves with what it printed, or refuses with its own last words. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.once('error', (e: NodeJS.ErrnoException) => {
      reject(e.code === 'ENOENT' ? new BackupRefusal('tool-missing', backupMessages.toolMissing(tool)) : e);
    });
    child.once('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new BackupRefusal('tool-failed', backupMessages.toolFailed(tool, err.trim().split('\n').slice(-3).join(' ') || `exit code ${code}`)));
    });
  });
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  return rows.map((r) => r.name);
}

async function countRows(client: pg.Client): Promise<{ tables: Record<string, number>; migrations: string[] }> {
  const names = await tableNames(client);
  const tables: Record<string, number> = {};
  for (const name of names) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from public.${quoted(name)}`);
    tables[name] = Number(rows[0]?.n ?? 0);
  }
  const migrations = names.includes('kysely_migration') ? (await client.query<{ name: string }>('select name from public.kysely_migration order by name')).rows.map((r) => r.name) : [];
  return { tables, migrations };
}

/** Dumps the database into `dest` (custom format, uncompressed: the backup compresses it). */
export async function dumpPostgres(url: string, dest: string): Promise<SnapshotFacts> {
  const version = (await runTool('pg_dump', ['--version'])).trim();
  const tools = forTools(url);
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const facts = await countRows(client);
      await runTool(
        'pg_dump',
        ['--format=custom', '--compress=0', '--no-owner', '--no-privileges', `--snapshot=${rows[0]?.snapshot ?? ''}`, `--file=${dest}`, `--dbname=${tools.dbname}`],
        tools.env,
      );
      return { ...facts, source: `${version} --format=custom` };
    } finally {
      await client.query('commit').catch(() => undefined);
    }
  });
}

/** `pg_restore --list` of a dump: the tables whose data it holds. Refuses a dump it cannot read. */
export async function dumpedTables(file: string): Promise<Set<string>> {
  const list = await runTool('pg_restore', ['--list', file]);
  return new Set([...list.matchAll(/ TABLE DATA public (\S+) /g)].map((m) => m[1]!.replace(/^"|"$/g, '')));
}

/** Restores a dump into the (empty) database at `url`, in one transaction: all of it or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const tools = forTools(url);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${tools.dbname}`, file], tools.env);
}

/** The rows of every table of the database at `url`, and its migrations. */
export function postgresFacts(url: string): Promise<{ tables: Record<string, number>; migrations: string[] }> {
  return withClient(url, countRows);
}

/** Whether a server runs on the database (server-presence.ts), other connections to it, and its tables. */
export function postgresTarget(url: string): Promise<{ serverRunning: boolean; others: number; tables: number }> {
  return withClient(url, async (client) => {
    const serverRunning = await serverHoldsDatabase(client);
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    return { serverRunning, others: Number(rows[0]?.n ?? 0), tables: (await tableNames(client)).length };
  });
}
