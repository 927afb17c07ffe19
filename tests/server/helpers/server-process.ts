/**
 * The real server (`server/main.ts`, as `npm start` runs it, site included) in an OS process of its
 * own, on a free port: for tests of several processes on one database and of kill -9. It runs the
 * TypeScript source through tsx, so it tests the code as it is, never a stale build; the e2e suite
 * runs the compiled server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port';
import os from 'node:os';
import path from 'node:path';
import { TEST_PROOF_DIFFICULTY } from './proof-of-work';
import { TEST_FIELD_KEY } from './field-keys';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  /** everything the process printed */
  output(): string;
  /** SIGTERM, as systemd stops it, and wait for the exit */
  stop(): Promise<void>;
  /** SIGKILL: no draining, no clean close */
  kill(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-process-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), SITE_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PROOF_OF_WORK_DIFFICULTY: TEST_PROOF_DIFFICULTY, FIELD_ENCRYPTION_KEY: TEST_FIELD_KEY, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running()) throw new Error(`the server process exited before it listened:\n${out}`);
    const live = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
    if (live?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server process was not ready within 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const end = async (signal: NodeJS.Signals) => {
    if (running()) child.kill(signal);
    await exited;
  };
  return {
    child,
    baseUrl,
    dataDir,
    output: () => out,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}
