/**
 * Writes .br and .gz beside every text file of a build folder, so the server sends compressed
 * assets without compressing them on each request. Run after each build: `tsx server/site/precompress.ts <dir>…`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|cjs|css|html|svg|json|txt|xml)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

for (const dir of process.argv.slice(2)) {
  if (!fs.existsSync(dir)) continue;
  for (const file of walk(dir)) {
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}
