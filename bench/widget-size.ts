/** The widget bundle as a partner page downloads it: the UMD file (its CSS is inside), gzipped at level 9. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function widgetBundleGzipBytes(distDir: string): { file: string; raw_bytes: number; gzip_bytes: number } {
  const file = path.join(distDir, 'widgets/clinic-widgets.umd.js');
  const body = fs.readFileSync(file);
  const cssFile = path.join(distDir, 'widgets/style.css');
  const css = fs.existsSync(cssFile) ? fs.readFileSync(cssFile) : Buffer.alloc(0);
  const all = Buffer.concat([body, css]);
  return { file: path.relative(process.cwd(), file), raw_bytes: all.length, gzip_bytes: zlib.gzipSync(all, { level: 9 }).length };
}
