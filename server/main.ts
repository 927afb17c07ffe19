/** Listens. Everything else is built in app.ts. */
import fs from 'node:fs';
import { buildApp } from './app';
import { loadConfig, ConfigError } from './config/env';
import { relaxedRateLimits } from './plugins/rate-limit';
import { fileClock } from './plugins/clock';
import { relaxedBodyGate } from './uploads/body-gate';

async function main(): Promise<void> {
  // A .env file in the working directory (see .env.example) fills in what the environment leaves unset.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let app;
  try {
    app = await buildApp(config, {
      ...(config.relaxedLimits ? { limits: relaxedRateLimits, bodyGate: relaxedBodyGate } : {}),
      // tests of several processes move time for all of them through one file (TEST_CLOCK_FILE)
      ...(config.testClockFile ? { clock: fileClock(config.testClockFile) } : {}),
    });
  } catch (err) {
    // a setting found wanting while the app is built (the field encryption key): its message, no stack
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining connections and closing');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

await main();
