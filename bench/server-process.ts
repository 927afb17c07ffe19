/** Starts bench/api-server-process.ts as a child process and waits until it listens. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  stop(): Promise<void>;
}

const entry = path.join(import.meta.dirname, 'api-server-process.ts');

/**
 * glibc's allocator keeps freed image buffers in its arenas, so a process that decoded a few big
 * photos stays big; served from mmap above 128 KB, they go back to the system when freed. The
 * production start script sets the same (see package.json `start`).
 */
export const GLIBC_TUNABLES = 'glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072';

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // --expose-gc as `npm run start:prod`: the server collects a burst of uploads' buffers once uploads go quiet
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', entry], {
    env: { ...process.env, GLIBC_TUNABLES, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', FIELD_ENCRYPTION_KEY: 'b2'.repeat(32), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /LISTENING (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server process exited with ${code} before listening: ${out}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    pid: child.pid ?? 0,
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
