/**
 * Builds the whole server (API, site, widget bundle) without listening, so tests can start it on
 * any port. Order: plugins, then the API, then the site, whose catch-all route must come last.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import configPlugin from './plugins/config';
import errorsPlugin from './plugins/errors';
import databasePlugin from './plugins/database';
import healthRoutes from './routes/health';
import sitePlugin from './site/site-plugin';

export interface BuildOptions {
  /** Serve the rendered site and the widget bundle (tests of the API alone can leave it off). */
  site?: boolean;
  logger?: boolean;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'req.headers["x-xsrf-token"]',
                'res.headers["set-cookie"]',
                '*.password',
                '*.confirm_password',
                '*.token',
                '*.message',
              ],
              censor: '[redacted]',
            },
          },
    bodyLimit: 64 * 1024,
    trustProxy: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(databasePlugin);
  await app.register(healthRoutes);
  if (opts.site !== false) await app.register(sitePlugin);
  return app;
}
