/**
 * The clinic's side of the server: staff sessions, the staff pages' guard and headers, the staff
 * sign-in and inbox calls under /api/staff (the other features register their staff calls after
 * this plugin, so the headers reach them too), and an hourly job that purges leads past
 * LEAD_RETENTION_DAYS (with their appointments and mail) and expired staff sessions and links.
 * Register it after the API plugins and before the site plugin.
 */
import fp from 'fastify-plugin';
import { purgeExpiredStaffSessions } from './staff-session-repository';
import { purgeOldStaffPasswordTokens } from './staff-password-token-repository';
import { createStaffSessionManager, type StaffSessionManager } from './staff-session-manager';
import { guardStaffPage, staffHeaders } from './staff-pages-guard';
import { purgeExpiredLeads } from './lead-retention';
import staffAuthRoutes from './staff-auth-routes';
import staffLeadRoutes from './staff-lead-routes';
import staffPeopleRoutes from './staff-people-routes';
import staffSecondFactorRoutes from './staff-second-factor-routes';
import staffPasskeyRoutes from './staff-passkey-routes';
import accessLogRoutes from './access-log-routes';
import type { StaffDb } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    staffSessions: StaffSessionManager;
    /** runs the retention purge and the staff clean-up now (the hourly job; tests) */
    runStaffHousekeeping(now?: number): Promise<void>;
  }
}

const HOUR_MS = 3_600_000;

export default fp(
  async (app) => {
    const db: StaffDb = app.db;
    app.decorate('staffSessions', createStaffSessionManager(db, app.config.siteUrl));

    app.addHook('onRequest', guardStaffPage);
    app.addHook('onSend', staffHeaders);

    await app.register(staffAuthRoutes, { prefix: '/api/staff', db });
    await app.register(staffLeadRoutes, { prefix: '/api/staff', db });
    await app.register(staffPeopleRoutes, { prefix: '/api/staff', db });
    await app.register(staffSecondFactorRoutes, { prefix: '/api/staff', db });
    await app.register(staffPasskeyRoutes, { prefix: '/api/staff', db });
    await app.register(accessLogRoutes, { prefix: '/api/staff', db });

    let running: Promise<void> | undefined;
    const housekeeping = async (now = Date.now()) => {
      await purgeExpiredStaffSessions(db, now);
      await purgeOldStaffPasswordTokens(db, now - 24 * HOUR_MS);
      const days = app.config.leadRetentionDays;
      if (days) {
        const notice = { clinicEmail: app.config.clinicNotifyEmail, siteUrl: app.config.siteUrl, now: app.clock() };
        const report = await purgeExpiredLeads(db, app.uploads, days, now, notice);
        if (report.cancelledAppointments > 0) app.mailer.wake();
        if (report.consultations + report.contacts > 0) app.log.info({ ...report, retentionDays: days }, 'expired leads purged');
      }
    };
    app.decorate('runStaffHousekeeping', async (now?: number) => {
      // one run at a time: a run asked for while another is going waits for it (its failure is its own)
      while (running) await running.catch(() => undefined);
      running = housekeeping(now).finally(() => {
        running = undefined;
      });
      await running;
    });
    const scheduled = () => {
      app.runStaffHousekeeping().catch((err: unknown) => app.log.error({ err }, 'staff housekeeping failed'));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      scheduled();
      timer = setInterval(scheduled, HOUR_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'staff', dependencies: ['database', 'security', 'rate-limit', 'uploads', 'blog', 'clock', 'mailer'] },
);
