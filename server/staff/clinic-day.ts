/**
 * Calendar days as the clinic in Miami lives them. A staff member filtering "from 3 March to
 * 5 March" means Miami's days, whatever the server's time zone, daylight saving included.
 */
export const CLINIC_TIME_ZONE = 'America/New_York';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLINIC_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far the clinic's wall clock is ahead of UTC at this instant, in ms (negative in Miami). */
function clinicOffsetMs(instant: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a YYYY-MM-DD day starts in Miami; undefined when it is not a real date. */
export function clinicDayStart(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnightUtc = Date.UTC(y, m - 1, d);
  const check = new Date(midnightUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  // Guess with the offset at UTC midnight, then correct with the offset at the guess (DST changes at 2 am).
  const guess = midnightUtc - clinicOffsetMs(midnightUtc);
  return midnightUtc - clinicOffsetMs(guess);
}

/** The instant the day after a YYYY-MM-DD day starts in Miami: the exclusive end of "to". */
export function clinicDayEnd(day: string): number | undefined {
  const start = clinicDayStart(day);
  if (start === undefined) return undefined;
  const next = new Date(start + 36 * 3_600_000);
  const parts = Object.fromEntries(partsFormat.formatToParts(next).map((p) => [p.type, p.value]));
  return clinicDayStart(`${parts.year}-${parts.month}-${parts.day}`);
}

/** Date and time in Miami, as written in the export: 2026-03-05 14:07. */
export function clinicDateTime(instant: number): string {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
