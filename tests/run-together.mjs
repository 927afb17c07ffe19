// Runs independent steps of `npm test` at the same time (each a shell command given as an
// argument), so a 2-core machine keeps both cores busy: tsc and eslint use one core each, and the
// production check spends its time in `npm ci` while the unit and then the server tests compute. Each step's output is
// held back and printed whole when it ends, with its time, so the log reads as if they had run one
// after another. Exits 1 when any step failed, after all have ended.
import { spawn } from 'node:child_process';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('usage: node tests/run-together.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  steps.map(
    (command) =>
      new Promise((resolve) => {
        const t0 = Date.now();
        const out = [];
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => out.push(d));
        child.on('error', (err) => out.push(Buffer.from(`${err.message}\n`)));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - t0) / 1000).toFixed(1);
          process.stdout.write(`\n── ${command} (${seconds} s, ${code === 0 ? 'passed' : `failed: ${code ?? signal}`})\n`);
          process.stdout.write(Buffer.concat(out));
          resolve({ command, ok: code === 0, seconds });
        });
      }),
  ),
);
console.log(`\n── together in ${((Date.now() - started) / 1000).toFixed(1)} s: ${results.map((r) => `${r.command} ${r.seconds} s`).join(' · ')}`);
const failed = results.filter((r) => !r.ok);
if (failed.length > 0) {
  console.error(`failed: ${failed.map((r) => r.command).join(', ')}`);
  process.exit(1);
}
