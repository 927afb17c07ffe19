import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter, DialectName } from '../db/connect';
import { openDatabase } from '../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
    dbAdapter: DialectAdapter;
    dbPing(): Promise<boolean>;
  }
}

/** Opens the database named by the config, brings its schema up to date, closes it on shutdown. */
export default fp(
  async (app) => {
    const { db, dialect, adapter } = await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
    app.log.info({ dialect, database: adapter.describe() }, 'database ready');
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.decorate('dbAdapter', adapter);
    app.decorate('dbPing', async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    });
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
