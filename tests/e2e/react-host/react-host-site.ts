/**
 * Builds the React host app with Vite (real react and react-dom, development build, no aliases) into
 * a temporary folder and serves it from its own origin, with the clinic's origin written into its
 * script tag, as a partner's web server would.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';

const ROOT = import.meta.dirname;
const CLINIC_PLACEHOLDER = /__CLINIC_ORIGIN__/g;
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export interface ReactHostSite {
  url: string;
  close(): Promise<void>;
}

export async function startReactHostSite(clinicOrigin: string): Promise<ReactHostSite> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-react-host-'));
  await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'warn',
    // React's development build, as a partner runs it while writing the page: its warnings (updates
    // during a commit, StrictMode's double effects) show up as console errors and fail the test
    mode: 'development',
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(outDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const body = type.startsWith('text/html') ? fs.readFileSync(file, 'utf8').replace(CLINIC_PLACEHOLDER, clinicOrigin) : fs.readFileSync(file);
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(outDir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
