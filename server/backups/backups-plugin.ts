/**
 * Backups in the server: with BACKUP_DIR set, the schedule (backup-schedule.ts) is asked every
 * minute whether the current period's backup is this process's to take, from the moment the server
 * is ready (so turning backups on takes the first one at once); and the staff call that reports
 * them (GET /api/staff/backups). On PostgreSQL it also holds the lock that tells a restore a
 * server runs on the database (server-presence.ts). Register it after the staff plugin, whose guard
 * and headers the call uses. With TEST_CLOCK_FILE (tests that move time) the schedule looks five times a second.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { backupStatus, type BackupStatus } from './backup-status';
import { lastVerifiedRun, latestRuns } from './backup-run-repository';
import { createBackupSchedule, type ScheduledOutcome } from './backup-schedule';
import type { BackupSource } from './take-backup';
import backupRoutes from './backup-routes';
import { holdServerPresence } from './server-presence';

declare module 'fastify' {
  interface FastifyInstance {
    backups: {
      /** takes the current period's backup now if it is due and this process's to take */
      runDue(): Promise<ScheduledOutcome>;
      status(): Promise<BackupStatus>;
    };
  }
}

const CHECK_EVERY_MS = 60_000;
const CHECK_EVERY_MS_UNDER_TEST_CLOCK = 200;
const RUNS_SHOWN = 20;

export default fp(
  async (app) => {
    const { dir, key, everyHours, keep } = app.config.backup;
    const source: BackupSource = app.config.databaseUrl
      ? { dialect: 'postgres', url: app.config.databaseUrl }
      : { dialect: 'sqlite', file: path.join(app.config.dataDir, 'clinic.sqlite') };
    const schedule = dir && key ? createBackupSchedule({ db: app.db, source, settings: { dir, key, keep, everyHours }, clock: app.clock, log: app.log }) : undefined;

    app.decorate('backups', {
      runDue: async () => (schedule ? schedule.runDue() : { taken: false as const }),
      status: async () => backupStatus(await latestRuns(app.db, RUNS_SHOWN), await lastVerifiedRun(app.db), { enabled: schedule !== undefined, everyHours, keep }, app.clock()),
    });
    await app.register(backupRoutes, { prefix: '/api/staff' });

    // so `npm run restore` refuses this database while this server runs on it, even when idle
    if (app.config.databaseUrl) {
      const presence = holdServerPresence(app.config.databaseUrl, (err) => app.log.warn({ err }, 'the server-presence lock for restores was lost; retrying'));
      await presence.ready;
      app.addHook('onClose', () => presence.release());
    }
    if (!schedule) return;

    let timer: NodeJS.Timeout | undefined;
    let current: Promise<unknown> | undefined;
    const tick = () => {
      if (current) return;
      current = schedule
        .runDue()
        .catch((err: unknown) => app.log.error({ err }, 'backup schedule failed'))
        .finally(() => {
          current = undefined;
        });
    };
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, app.config.testClockFile ? CHECK_EVERY_MS_UNDER_TEST_CLOCK : CHECK_EVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await current;
    });
  },
  { name: 'backups', dependencies: ['database', 'staff', 'clock'] },
);
