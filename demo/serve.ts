/**
 * `npm run demo`: the clinic's server (site, API and widget bundle) and, on a second port, the
 * partner spa page that embeds the widgets, with the partner's origin allowed to call the API.
 * Ports come from PORT and DEMO_PORT, or are picked free; both addresses are printed.
 */
import { buildApp } from '../server/app';
import { loadConfig, ConfigError } from '../server/config/env';
import { startDemoSite } from './demo-site';

const demoPort = process.env.DEMO_PORT ? Number(process.env.DEMO_PORT) : 0;
const site = await startDemoSite({ port: demoPort });
const demoOrigin = new URL(site.url).origin;

let config;
try {
  const allowed = (process.env.ALLOWED_ORIGINS ?? '').trim();
  config = loadConfig({
    ...process.env,
    PORT: process.env.PORT ?? '0',
    ALLOWED_ORIGINS: allowed === '*' ? '*' : [allowed, demoOrigin].filter(Boolean).join(','),
  });
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    await site.close();
    process.exit(1);
  }
  throw err;
}

const app = await buildApp(config, { logger: false });
const address = await app.listen({ port: config.port, host: config.host });
const apiOrigin = new URL(address).origin;
app.config.siteUrl = process.env.SITE_URL ?? apiOrigin;
site.setApiOrigin(apiOrigin);

console.log(`Clinic site and API: ${apiOrigin}/`);
console.log(`Partner demo page:   ${site.url}`);
console.log(`Its Spanish page:    ${site.spanishUrl}`);

const stop = () => {
  void Promise.all([app.close(), site.close()]).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
