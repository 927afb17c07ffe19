/**
 * The production path, as the README's "Production" section tells an operator to run it: copy
 * package.json, package-lock.json and the build (dist/) into an empty folder, `npm ci --omit=dev`
 * there, then `npm run start:prod` — node and production dependencies only, no tsx, vite or
 * TypeScript. Then it checks /livez, /readyz, the home page and one API call, and stops the server.
 *
 * Native modules: better-sqlite3 compiles from source where no prebuilt binary can be downloaded,
 * which costs minutes of CPU. By default the install runs with --ignore-scripts and takes the
 * binary the workspace's own install already built (same package version, same Node); set
 * PROD_TEST_INSTALL_SCRIPTS=1 to let the production install build its own.
 * Run after `npm run build` (`npm test` does).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const started = Date.now();
const say = (line) => console.log(`[start-prod] ${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

for (const built of ['dist/server/start.js', 'dist/site/server/entry-server.js', 'dist/site/client/index.html', 'dist/widgets/clinic-widgets.umd.js']) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`[start-prod] ${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-prod-'));
const dataDir = path.join(dir, 'data');
let server;

function fail(message) {
  console.error(`[start-prod] FAILED: ${message}`);
  cleanUp();
  process.exit(1);
}

function cleanUp() {
  if (server) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

try {
  for (const f of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(root, f), path.join(dir, f));
  fs.cpSync(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true, filter: (src) => !src.includes(`${path.sep}dist${path.sep}static`) });

  const withScripts = process.env.PROD_TEST_INSTALL_SCRIPTS === '1';
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error', ...(withScripts ? [] : ['--ignore-scripts'])], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (install.status !== 0) fail(`npm ci --omit=dev exited with ${install.status}`);
  if (!withScripts) {
    const native = path.join('node_modules', 'better-sqlite3', 'build');
    fs.cpSync(path.join(root, native), path.join(dir, native), { recursive: true });
  }
  say('npm ci --omit=dev done');

  for (const devOnly of ['tsx', 'vite', 'vitest', 'rolldown', 'esbuild']) {
    if (fs.existsSync(path.join(dir, 'node_modules', devOnly))) fail(`${devOnly} was installed by npm ci --omit=dev: it must be a devDependency`);
  }
  // npm installs TypeScript as valibot's optional peer; remove it to prove nothing loads it at run time
  fs.rmSync(path.join(dir, 'node_modules', 'typescript'), { recursive: true, force: true });

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  // the operator's environment, minus what would point this check at another database
  // NODE_ENV=production refuses to start without the field encryption key (server/db/field-cipher.ts)
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: origin, LOG_LEVEL: 'warn', FIELD_ENCRYPTION_KEY: 'a1'.repeat(32) };
  delete env.DATABASE_URL;
  server = spawn('npm', ['run', 'start:prod', '--silent'], {
    cwd: dir,
    detached: true,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (c) => (output += c));
  server.stderr.on('data', (c) => (output += c));

  const deadline = Date.now() + 60_000;
  let live;
  while (!live) {
    if (server.exitCode !== null) fail(`the server exited with ${server.exitCode}:\n${output}`);
    if (Date.now() > deadline) fail(`no answer on ${origin}/livez within 60 s:\n${output}`);
    live = await fetch(`${origin}/livez`).catch(() => undefined);
    if (!live) await new Promise((r) => setTimeout(r, 200));
  }
  say(`listening on ${origin}`);

  const json = async (res) => ({ status: res.status, type: res.headers.get('content-type') ?? '', body: await res.json() });
  const livez = await json(live);
  if (livez.status !== 200 || !livez.type.startsWith('application/json')) fail(`/livez answered ${livez.status} ${JSON.stringify(livez.body)}`);
  const readyz = await json(await fetch(`${origin}/readyz`));
  if (readyz.status !== 200) fail(`/readyz answered ${readyz.status} ${JSON.stringify(readyz.body)}`);

  const home = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'br' } });
  const html = await home.text();
  if (home.status !== 200 || !html.includes('<html') || !html.includes('Endolift')) fail(`GET / answered ${home.status}: ${html.slice(0, 300)}`);
  if (!home.headers.get('content-security-policy')) fail('GET / has no Content-Security-Policy');
  // the entry the page's boot script loads after the first paint (server/site/page-assets.ts)
  const script = /<script[^>]+data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script || (await fetch(origin + script)).status !== 200) fail(`the page's script ${script} is not served`);

  const blog = await json(await fetch(`${origin}/api/blog-list`));
  if (blog.status !== 200 || !Array.isArray(blog.body.blogs) || blog.body.blogs.length === 0) fail(`/api/blog-list answered ${blog.status} ${JSON.stringify(blog.body).slice(0, 300)}`);
  const contact = await json(
    await fetch(`${origin}/api/endolift-contactus`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: '{"name":' }),
  );
  if (contact.status !== 400 || typeof contact.body.message !== 'string') fail(`a malformed JSON body answered ${contact.status} ${JSON.stringify(contact.body)}`);

  // as systemd stops it: SIGTERM to the whole group (npm and the server under it)
  process.kill(-server.pid, 'SIGTERM');
  const stopBy = Date.now() + 15_000;
  for (;;) {
    try {
      process.kill(-server.pid, 0);
    } catch {
      break; // no process of the group is left
    }
    if (Date.now() > stopBy) fail(`the server was still running 15 s after SIGTERM:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (/\b(error|Error)\b/.test(output)) fail(`the server logged an error:\n${output}`);
  say('OK: /livez, /readyz, GET /, its script, /api/blog-list and a JSON 400 from the compiled server on production dependencies');
  cleanUp();
} catch (err) {
  fail(err instanceof Error ? err.stack : String(err));
}
