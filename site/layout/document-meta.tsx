/**
 * Keeps the title, description, canonical URL and <html lang> in step on client-side navigation,
 * including a move between the two languages. The server wrote them for the first page, so the
 * titles load only when the visitor first moves on (meta/load-meta-set.ts).
 */
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { resolveMeta } from '../meta/resolve-meta';
import { loadMetaSet } from '../meta/load-meta-set';
import { useSiteLocale } from '../i18n/site-locale-context';

function setMeta(name: string, content: string): void {
  const el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (el) el.content = content;
}

/**
 * The path whose head is in the document. Module state, not a ref: the language link mounts the
 * other language's layout, and its fresh DocumentMeta must still see that the head is the old page's.
 */
let headPath: string | undefined;

/** A title a page set itself once its data came (a blog post fetched after a client-side visit). */
let ownTitle: { path: string; title: string } | undefined;

/**
 * Sets the tab title of the page at `path` from its own data. The layout's title, which may
 * arrive later (its titles module loads on the first navigation), then leaves it alone.
 */
export function keepPageTitle(path: string, title: string): void {
  ownTitle = { path, title };
  document.title = title;
}

export function DocumentMeta() {
  const matches = useMatches();
  const locale = useSiteLocale();
  const { pathname } = matches.at(-1) ?? { pathname: '' };
  useEffect(() => {
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
    // the server wrote the first page's head
    headPath ??= pathname;
    if (headPath === pathname) return;
    headPath = pathname;
    loadMetaSet(locale)
      .then((set) => {
        // a later navigation while the titles loaded has its own turn
        if (headPath !== pathname) return;
        const { meta } = resolveMeta(matches, set);
        const title = ownTitle?.path === pathname ? ownTitle.title : meta.title;
        if (document.title !== title) document.title = title;
        setMeta('description', meta.description);
        const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
        if (canonical) canonical.href = new URL(window.location.pathname, canonical.href).href;
      })
      .catch((err: unknown) => console.warn('page titles could not load', err));
  }, [pathname, locale, matches]);
  return null;
}
