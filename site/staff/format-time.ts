/** Times as the clinic reads them: Miami's clock, whatever the computer's time zone. */
const CLINIC_TIME_ZONE = 'America/New_York';

const dateTime = new Intl.DateTimeFormat('en-US', { timeZone: CLINIC_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const machine = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function clinicTime(ms: number): string {
  return dateTime.format(new Date(ms));
}

/** For <time dateTime>: an ISO instant. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** Today in Miami as YYYY-MM-DD (the date inputs' upper bound). */
export function clinicToday(now = Date.now()): string {
  return machine.format(new Date(now)).slice(0, 10);
}
