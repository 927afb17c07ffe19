import { useEffect } from 'react';

/**
 * Marks <html data-hydrated="true"> once React has hydrated the layout that calls it. An effect
 * runs only after hydration has attached the event handlers, so from this mark on links and forms
 * work as the app (styles and the e2e suite wait for it). Marking right after hydrateRoot returns
 * would be too early: React hydrates concurrently.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
