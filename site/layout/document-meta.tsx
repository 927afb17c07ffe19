/**
 * Keeps the title, description, canonical URL and <html lang> in step on client-side navigation,
 * including a move between the two languages. The server wrote them for the first page, so the
 * titles load only when the visitor first moves on (meta/load-meta-set.ts).
 */
import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router-dom';
import { resolveMeta } from '../meta/resolve-meta';
import { loadMetaSet } from '../meta/load-meta-set';
import { useSiteLocale } from '../i18n/site-locale-context';

function setMeta(name: string, content: string): void {
  const el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (el) el.content = content;
}

export function DocumentMeta() {
  const matches = useMatches();
  const locale = useSiteLocale();
  const { pathname } = matches.at(-1) ?? { pathname: '' };
  const rendered = useRef(pathname);
  useEffect(() => {
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
    if (rendered.current === pathname) return;
    rendered.current = pathname;
    let current = true;
    loadMetaSet(locale)
      .then((set) => {
        if (!current) return;
        const { meta } = resolveMeta(matches, set);
        if (document.title !== meta.title) document.title = meta.title;
        setMeta('description', meta.description);
        const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
        if (canonical) canonical.href = new URL(window.location.pathname, canonical.href).href;
      })
      .catch((err: unknown) => console.warn('page titles could not load', err));
    return () => {
      current = false;
    };
  }, [pathname, locale, matches]);
  return null;
}
