/**
 * The training course (server/courses/README.md): seeds the next three course days on a fresh
 * database, provides `app.courses` for the server render of /trainings (server/site/page-route.ts)
 * and the housekeeping, and registers the public, self-service and staff calls. Register it after
 * the staff plugin and before the site plugin.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { CourseDay } from '../../src/courses/course-choices';
import { seedCourseDays } from './course-seed';
import { daysRevision, listUpcomingDays, waitingCounts } from './course-repository';
import { dayView } from './course-views';
import { publicCourseRoutes } from './course-routes';
import { enrollmentRoutes } from './enrollment-routes';
import { staffCourseRoutes } from './staff-course-routes';
import { issueCertificate } from './certificates';
import { runCourseHousekeeping, type CourseHousekeepingReport } from './course-housekeeping';
import { certificateCheckView, certificateRoutes } from './certificate-routes';
import { staffCertificateRoutes } from './staff-certificate-routes';
import { findCertificate } from './certificate-repository';
import type { CertificateCheck } from '../../src/courses/certificate-check';
import type { CourseContext } from './course-context';

export interface CourseReader {
  /** the upcoming open days as the public list shows them */
  list(): Promise<CourseDay[]>;
  /** moves whenever a seat is taken or freed or a day changes */
  revision(): Promise<string>;
  /** the timed work: expired offers, unpaid holds, reminders */
  housekeeping(): Promise<CourseHousekeepingReport>;
  /** a certificate as its public verification page shows it, or null for an unknown number */
  certificate(code: string): Promise<CertificateCheck | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    courses: CourseReader;
  }
}

export function courseContext(app: FastifyInstance): CourseContext {
  return {
    db: app.db,
    adapter: app.dbAdapter,
    siteUrl: app.config.siteUrl,
    clinicEmail: app.config.clinicNotifyEmail,
    now: app.clock(),
    holdHours: app.config.course.holdHours,
    offerHours: app.config.course.offerHours,
  };
}

export default fp(
  async (app) => {
    if (await seedCourseDays(app.db, app.clock())) app.log.info('course days seeded');
    const context = () => courseContext(app);
    app.decorate('courses', {
      list: async () => {
        const now = app.clock();
        const days = await listUpcomingDays(app.db, now);
        const waiting = await waitingCounts(app.db, days.map((d) => d.id));
        return days.map((d) => dayView(d, waiting.get(d.id) ?? 0, now));
      },
      // a day closes for enrollment with time alone: the page is made again at least every 15 minutes
      revision: async () => `${await daysRevision(app.db)}:${Math.floor(app.clock() / 900_000)}`,
      housekeeping: () => runCourseHousekeeping(context()),
      certificate: async (code) => {
        const found = await findCertificate(app.db, code.toUpperCase());
        return found ? certificateCheckView(found) : null;
      },
    } satisfies CourseReader);
    // the housekeeping's first run comes before this plugin: the course's own first pass runs once the app is ready
    app.addHook('onReady', async () => {
      try {
        const report = await runCourseHousekeeping(context());
        if (Object.values(report).some((n) => n > 0)) app.mailer.wake();
      } catch (err) {
        app.log.error({ err }, 'course housekeeping failed');
      }
    });
    await app.register(publicCourseRoutes, { context });
    await app.register(enrollmentRoutes, { context });
    await app.register(certificateRoutes);
    await app.register(staffCertificateRoutes, { context, prefix: '/api/staff' });
    await app.register(staffCourseRoutes, { context, attended: issueCertificate, prefix: '/api/staff' });
  },
  { name: 'courses', dependencies: ['database', 'staff', 'clock', 'mailer', 'proof-of-work'] },
);
