/** Scroll returns to the top on every route change except between the FAQ tabs (docs/product/screens.md). */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { englishPath } from '../../src/i18n/site-locale';

export const isFaqPath = (path: string): boolean => {
  const p = englishPath(path);
  return p === '/faqs' || p.startsWith('/faqs/');
};

export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === pathname) return;
    if (isFaqPath(from) && isFaqPath(pathname)) return;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
