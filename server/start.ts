/**
 * `npm start`: builds the site and the widgets when no build is there yet, then starts the
 * server. A newcomer needs nothing but `npm install && npm start`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const needed = [
  'dist/site/client/index.html',
  'dist/site/server/entry-server.js',
  'dist/widgets/clinic-widgets.umd.js',
];
const missing = needed.filter((f) => !fs.existsSync(path.join(root, f)));
if (missing.length > 0) {
  console.log(`Building first (missing: ${missing.join(', ')})…`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import('./main');
