/**
 * Rendered pages kept in memory, so a page is rendered once rather than on every visit. Each entry
 * holds a nonce placeholder that is replaced per response (the CSP nonce must be fresh each time).
 * Pages that depend on blog posts are re-rendered when the posts' revision changes.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE_PLACEHOLDER__';

interface Entry {
  status: number;
  html: string;
  revision: string;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 300) {}

  get(key: string, revision: string): Entry | undefined {
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

  set(key: string, entry: Entry): void {
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
