/** Keeps the title and description in step on client-side navigation (the server sets the first). */
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { resolveMeta } from '../meta/resolve-meta';

function setMeta(name: string, content: string): void {
  const el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (el) el.content = content;
}

export function DocumentMeta() {
  const matches = useMatches();
  const { meta } = resolveMeta(matches);
  useEffect(() => {
    if (document.title !== meta.title) document.title = meta.title;
    setMeta('description', meta.description);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(window.location.pathname, canonical.href).href;
  }, [meta.title, meta.description]);
  return null;
}
