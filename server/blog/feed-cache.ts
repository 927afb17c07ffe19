/**
 * The rendered feeds, one per language, each kept with the blog's revision it was made from
 * (blog-repository.ts `blogRevision`: the last write's stamp, the table's fingerprint and the number
 * of posts live at the publishing clock's time). A request whose revision matches is answered from
 * memory, so a burst of feed requests costs one small query each instead of reading and rendering
 * fifty posts; a write on any process, or a scheduled post's minute, moves the revision and the
 * next request renders again. Requests that arrive while one renders wait for that rendering.
 */
import type { Locale } from '../i18n/request-locale';

interface Entry {
  key: string;
  xml: Promise<string>;
}

export class FeedCache {
  private readonly entries = new Map<Locale, Entry>();

  /** The feed kept under `key`, or the one `render` makes (kept unless it fails). */
  get(language: Locale, key: string, render: () => Promise<string>): Promise<string> {
    const kept = this.entries.get(language);
    if (kept?.key === key) return kept.xml;
    const entry: Entry = { key, xml: render() };
    this.entries.set(language, entry);
    entry.xml.catch(() => {
      if (this.entries.get(language) === entry) this.entries.delete(language);
    });
    return entry.xml;
  }
}
