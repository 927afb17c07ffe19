/**
 * The date input's maximum (yesterday) in the visitor's own time zone. The server cannot know that
 * zone, so the server render and hydration leave the maximum out and the browser fills it in.
 */
import { useSyncExternalStore } from 'react';
import { latestBirthDate } from './birth-date';

const noSubscription = () => () => undefined;

export function useLatestBirthDate(): string | undefined {
  return useSyncExternalStore(noSubscription, () => latestBirthDate(), () => undefined);
}
