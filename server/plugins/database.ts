import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';
import { connectDatabase, type DialectName } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
    dbPing(): Promise<boolean>;
  }
}

/** Opens the database named by the config, brings its schema up to date, closes it on shutdown. */
export default fp(
  async (app) => {
    const { db, dialect } = connectDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
    await migrateToLatest(db);
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
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
