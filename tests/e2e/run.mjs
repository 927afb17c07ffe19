// Runs the e2e layer when a Chromium is installed; otherwise says so loudly and skips it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const line = '!'.repeat(78);
  console.warn(`${line}\n! E2E SKIPPED: no Chromium at ${chromium}.\n! Install it (apt-get install -y chromium) or set CHROMIUM_PATH, then run npm run test:e2e.\n${line}`);
  process.exit(0);
}
const r = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', '--project', 'e2e-serial', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
