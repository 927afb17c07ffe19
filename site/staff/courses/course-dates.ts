/** A course day's date as staff read it ('Saturday, December 26, 2026'), whatever the computer's zone. */
const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' });

export const dayLabel = (date: string): string => longDate.format(new Date(`${date}T12:00:00Z`));
/** An instant on Miami's clock, for the roster and the audit trail. */
export const miamiTime = (iso: string): string => dateTime.format(new Date(iso));
