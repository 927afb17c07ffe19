/**
 * The widget bundle as a partner page downloads it: the UMD file (its CSS is inside), gzipped at
 * level 9; beside it, each on-demand part (FAQ, map, toasts, the FAQ questions), which a page
 * downloads only when it shows that widget or a form's message.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface WidgetSize {
  file: string;
  raw_bytes: number;
  gzip_bytes: number;
}

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

export function widgetBundleGzipBytes(distDir: string): WidgetSize & { parts: WidgetSize[] } {
  const dir = path.join(distDir, 'widgets');
  const file = path.join(dir, 'clinic-widgets.umd.js');
  const body = fs.readFileSync(file);
  const cssFile = path.join(dir, 'style.css');
  const css = fs.existsSync(cssFile) ? fs.readFileSync(cssFile) : Buffer.alloc(0);
  const all = Buffer.concat([body, css]);
  const parts = fs
    .readdirSync(dir)
    .filter((name) => /^clinic-widgets-[a-z]+\.[0-9a-f]+\.js$/.test(name) || /^clinic-faqs-[a-z_]+(\.[a-z]+)?\.json$/.test(name))
    .sort()
    .map((name) => {
      const part = fs.readFileSync(path.join(dir, name));
      return { file: path.relative(process.cwd(), path.join(dir, name)), raw_bytes: part.length, gzip_bytes: gzipSize(part) };
    });
  return { file: path.relative(process.cwd(), file), raw_bytes: all.length, gzip_bytes: gzipSize(all), parts };
}
