/**
 * False in the server render and in the first (hydrating) render in the browser, true right after.
 * Built on an effect rather than useSyncExternalStore's server snapshot, because preact/compat (which
 * the site ships on) ignores that snapshot and would hydrate with browser-only values.
 */
import { useEffect, useState } from 'react';

export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser;
}
