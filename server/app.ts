/**
 * Builds the whole server (API, site, widget bundle) without listening, so tests can start it on
 * any port. The only place that wires the features together (docs/architecture.md): it registers
 * the shared plugins, then each feature's plugin and routes, and hands the merged operations table
 * to the OpenAPI route. Order: configuration and error shapes, the database, security and limits,
 * the services the API uses, the API and health routes, the staff side, and the site last, whose
 * catch-all route must come last.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import { answerIdleTimeouts, clientErrorHandler, defaultHttpTimeouts, type HttpTimeouts } from './http/http-timeouts';
import { cutOffSlowBodies } from './http/body-rate';
import configPlugin from './plugins/config';
import localePlugin from './i18n/locale-plugin';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors';
import databasePlugin from './plugins/database';
import fieldEncryptionPlugin from './plugins/field-encryption';
import securityPlugin from './plugins/security';
import corsPlugin from './plugins/cors';
import widgetAssetsCorsPlugin from './plugins/widget-assets-cors';
import inputGuardPlugin from './plugins/input-guard';
import rateLimitPlugin, { type RateLimitSettings } from './plugins/rate-limit';
import sessionsPlugin from './accounts/sessions-plugin';
import uploadsPlugin from './plugins/uploads';
import type { DecodeGateSettings } from './uploads/decode-gate';
import type { BodyGateSettings } from './uploads/body-gate';
import mailerPlugin from './plugins/mailer';
import formStampPlugin from './leads/form-stamp-plugin';
import proofOfWorkPlugin from './proof-of-work/proof-of-work-plugin';
import blogPlugin from './blog/blog-plugin';
import housekeepingPlugin from './housekeeping-plugin';
import { loggerOptions } from './plugins/logging';
import clockPlugin from './plugins/clock';
import openApiRoutes from './http/openapi-routes';
import healthRoutes from './http/health-routes';
import { apiOperations } from './api-operations';
import accountRoutes from './accounts/account-routes';
import passwordRoutes from './accounts/password-routes';
import profileRoutes from './accounts/profile-routes';
import verificationRoutes from './accounts/verification-routes';
import leadRoutes from './leads/lead-routes';
import blogRoutes from './blog/blog-routes';
import { registerFeedRoutes } from './blog/feed-routes';
import postsPlugin from './blog/posts-plugin';
import staffPlugin from './staff/staff-plugin';
import leadSourcesPlugin from './lead-sources/lead-sources-plugin';
import faqSetsPlugin from './faq-sets/faq-sets-plugin';
import appointmentsPlugin from './appointments/appointments-plugin';
import marketingMailPlugin from './marketing-mail/marketing-mail-plugin';
import accountDataPlugin from './account-data/account-data-plugin';
import coursesPlugin from './courses/courses-plugin';
import healthFormsPlugin from './health-forms/health-forms-plugin';
import backupsPlugin from './backups/backups-plugin';
import sitePlugin from './site/site-plugin';

export interface BuildOptions {
  /** Serve the rendered site and the widget bundle (tests of the API alone can leave it off). */
  site?: boolean;
  logger?: boolean;
  /** Attempt limits other than the defaults (tests that are not about limits, benchmarks). */
  limits?: Partial<RateLimitSettings>;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: NodeJS.WritableStream;
  /** How often the mail sender looks for due mail besides being woken (default 5 s). */
  mailPollMs?: number;
  /** Client time-outs and the minimum body rate other than the defaults and MIN_BODY_BYTES_PER_SECOND (tests of slow clients). */
  timeouts?: Partial<HttpTimeouts>;
  /** Consultation bodies read at once, how many may wait and how long, and one address's share (tests of a busy server). */
  bodyGate?: Partial<BodyGateSettings>;
  /** Photo decodes at once and how long a photo may wait for one (tests of a busy server). */
  decodeGate?: Partial<DecodeGateSettings>;
  /** What time it is for appointment rules (tests that control time); default Date.now. */
  clock?: () => number;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const fromEnv = config.minBodyBytesPerSecond === undefined ? {} : { minBodyBytesPerSecond: config.minBodyBytesPerSecond };
  const timeouts = { ...defaultHttpTimeouts, ...fromEnv, ...opts.timeouts };
  const app = Fastify({
    logger: opts.logger === false ? false : { ...loggerOptions(config), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // the site plugin reads and prepares the built pages: on a busy host that outlasts avvio's 10 s, and starting late beats not starting
    pluginTimeout: 60_000,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
  });

  answerIdleTimeouts(app, timeouts);
  cutOffSlowBodies(app, timeouts);
  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { clock: opts.clock });
  // before anything else that takes time: a server without its field encryption key does not start
  await app.register(fieldEncryptionPlugin);
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(databasePlugin);
  await app.register(securityPlugin);
  await app.register(corsPlugin);
  await app.register(widgetAssetsCorsPlugin);
  // after CORS, so a partner page can read the refusal
  await app.register(inputGuardPlugin);
  await app.register(rateLimitPlugin, { limits: opts.limits });
  await app.register(sessionsPlugin);
  await app.register(uploadsPlugin, { bodyGate: opts.bodyGate, decodeGate: opts.decodeGate });
  await app.register(mailerPlugin, { mailPollMs: opts.mailPollMs });
  await app.register(formStampPlugin);
  await app.register(blogPlugin);
  await app.register(housekeepingPlugin);
  await app.register(openApiRoutes, { operations: apiOperations });
  await app.register(accountRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(verificationRoutes);
  await app.register(proofOfWorkPlugin);
  await app.register(leadRoutes);
  await app.register(blogRoutes);
  await app.register(healthRoutes);
  // the staff side: its plugin first, whose guard and headers the features' staff calls use
  await app.register(staffPlugin);
  await app.register(leadSourcesPlugin);
  await app.register(postsPlugin);
  await app.register(faqSetsPlugin);
  await app.register(appointmentsPlugin);
  await app.register(healthFormsPlugin);
  await app.register(marketingMailPlugin);
  await app.register(accountDataPlugin);
  await app.register(coursesPlugin);
  await app.register(backupsPlugin);
  if (opts.site !== false) await app.register(sitePlugin, { siteRoutes: [registerFeedRoutes] });
  return app;
}
