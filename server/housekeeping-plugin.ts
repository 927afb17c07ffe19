import fp from 'fastify-plugin';
import { runHousekeeping } from './housekeeping';

const EVERY_MS = 15 * 60_000;

/** Runs the clean-up once at start (after a crash, before the first request) and then every 15 minutes. */
export default fp(
  async (app) => {
    const run = async () => {
      try {
        const reminders = { siteUrl: app.config.siteUrl, clinicEmail: app.config.clinicNotifyEmail, now: app.clock() };
        const report = await runHousekeeping(app.db, app.uploads, { reminders, mailKeepDays: app.config.mailOutboxKeepDays, medicalRecordYears: app.config.medicalRecordRetentionYears });
        if (report.reminders > 0 || report.followUps > 0 || report.healthFormReminders > 0) app.mailer.wake();
        if (report.strayFiles.length > 0 || report.reminders > 0 || report.followUps > 0 || report.healthFormReminders > 0 || report.mail > 0 || report.medicalRecords > 0) app.log.info(report, 'housekeeping');
        // the course's offers, holds and reminders (server/courses/), once its plugin is registered
        if (app.hasDecorator('courses')) {
          const courses = await app.courses.housekeeping();
          if (Object.values(courses).some((n) => n > 0)) {
            app.mailer.wake();
            app.log.info(courses, 'course housekeeping');
          }
        }
      } catch (err) {
        app.log.error({ err }, 'housekeeping failed');
      }
    };
    await run();
    const timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['database', 'uploads', 'clock', 'mailer'] },
);
