/**
 * The API alone in a process of its own, so a benchmark can read that process's memory (and a
 * test can kill it). Configured by the environment like `npm start`; prints `LISTENING <url>` once
 * it accepts connections. BENCH_RELAXED_LIMITS=1 lifts the attempt limits and one address's share of
 * the upload body slots (one IP plays everyone).
 */
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';
import { relaxedRateLimits } from '../server/plugins/rate-limit';
import { relaxedBodyGate } from '../server/uploads/body-gate';

const config = loadConfig();
const app = await buildApp(config, { site: false, logger: false, ...(process.env.BENCH_RELAXED_LIMITS === '1' ? { limits: relaxedRateLimits, bodyGate: relaxedBodyGate } : {}) });
const address = await app.listen({ port: config.port, host: config.host });
if (!process.env.SITE_URL) app.config.siteUrl = address;
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
console.log(`LISTENING ${address}`);
