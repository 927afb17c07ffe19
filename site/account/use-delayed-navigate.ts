/**
 * Moves the visitor on REDIRECT_DELAY_MS after a success (docs/product/behaviour.md), so the success toast is
 * seen first. A pending move is dropped if the page goes away in the meantime.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocaleNavigate } from '../i18n/site-locale-context';
import { REDIRECT_DELAY_MS } from './account-copy';

export function useDelayedNavigate(): (to: string) => void {
  const navigate = useLocaleNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
