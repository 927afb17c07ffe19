/**
 * The date input's maximum (yesterday) in the visitor's own time zone. The server cannot know that
 * zone, so the server render and hydration leave the maximum out and the browser fills it in.
 */
import { latestBirthDate } from './birth-date';
import { useInBrowser } from './use-in-browser';

export function useLatestBirthDate(): string | undefined {
  return useInBrowser() ? latestBirthDate() : undefined;
}
