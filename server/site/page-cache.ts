/**
 * Rendered pages kept in memory, each with its CSP and its brotli and gzip bytes made once, so a
 * cached page costs about what a precompressed file does. Pages that depend on blog posts are
 * re-rendered when the posts' revision changes.
 */
import zlib from 'node:zlib';
import { pageCsp } from './page-csp';

export interface CachedPage {
  status: number;
  html: string;
  csp: string;
  br: Buffer;
  gzip: Buffer;
  revision: string;
}

export function preparePage(status: number, html: string, revision: string): CachedPage {
  const text = Buffer.from(html, 'utf8');
  return {
    status,
    html,
    csp: pageCsp(),
    // quality 9: most of brotli's gain on HTML for a few milliseconds, paid once per page
    br: zlib.brotliCompressSync(text, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length },
    }),
    gzip: zlib.gzipSync(text, { level: 9 }),
    revision,
  };
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 300) {}

  get(key: string, revision: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.revision !== revision) {
      this.entries.delete(key);
      return undefined;
    }
    // refresh its place: the map's order is the eviction order
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
