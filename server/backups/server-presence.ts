/**
 * How a restore knows a server is using a PostgreSQL database: every server process on it holds a
 * shared advisory lock on one connection of its own for as long as it runs, and a restore asks for
 * the same lock exclusively, which PostgreSQL refuses at once while any server holds it. Counting
 * connections would not do: an idle server's pool closes them all after ten seconds. (On SQLite
 * the server's open connection is the sign: sqlite-snapshot.ts `sqliteInUse`.) A lost connection
 * (PostgreSQL restarting) is opened again after a few seconds.
 */
import pg from 'pg';

/** the lock's key: "clinic" in ASCII, so it means nothing else to anyone */
export const SERVER_PRESENCE_KEY = 0x636c696e6963;
const RETRY_MS = 5_000;

export interface Presence {
  /** settles once the lock is first held (or the first try failed and a retry is set) */
  ready: Promise<void>;
  release(): Promise<void>;
}

export function holdServerPresence(url: string, onError: (err: unknown) => void): Presence {
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let released = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (err) => {
      onError(err);
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      retry();
    });
    try {
      await next.connect();
      await next.query('select pg_advisory_lock_shared($1)', [SERVER_PRESENCE_KEY]);
    } catch (err) {
      onError(err);
      await next.end().catch(() => undefined);
      retry();
      return;
    }
    if (released) await next.end().catch(() => undefined);
    else client = next;
  };
  const retry = () => {
    if (released || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RETRY_MS);
    timer.unref();
  };
  return {
    ready: connect(),
    async release() {
      released = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/** Whether a server holds the database at `client`'s end (asks for the lock and lets it go at once). */
export async function serverHoldsDatabase(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ free: boolean }>('select pg_try_advisory_lock($1) as free', [SERVER_PRESENCE_KEY]);
  if (rows[0]?.free) await client.query('select pg_advisory_unlock($1)', [SERVER_PRESENCE_KEY]);
  return !rows[0]?.free;
}
