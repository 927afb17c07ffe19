/**
 * A day's roster as CSV for the clinic's spreadsheet: every enrollment in order of arrival, times
 * in Miami. Cells go through the staff room's csvLine, so a name typed as "=HYPERLINK(...)" is
 * shown as that text and never runs as a formula.
 */
import { clinicDateTime, csvLine } from '../staff';
import type { CourseDayRow } from './course-repository';
import type { EnrollmentRow } from './enrollment-repository';
import { courseText } from './course-text';

export const ROSTER_COLUMNS = [
  'Status',
  'Waitlist place',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Language',
  'Profession',
  'Licence type',
  'Licence number',
  'Licence state',
  'Practice',
  'Accessibility or dietary needs',
  'Enrolled (Miami time)',
  'Paid (Miami time)',
  'Payment note',
  'Checked in (Miami time)',
  'Certificate',
] as const;

const when = (ms: number | null) => (ms === null ? '' : clinicDateTime(ms));

/** A UTF-8 byte-order mark first: Excel then reads accented names correctly. */
const BOM = '\uFEFF';

export function rosterCsv(rows: readonly EnrollmentRow[]): string {
  let place = 0;
  const lines = rows.map((e) =>
    csvLine([
      e.status,
      e.status === 'waiting' ? ++place : '',
      e.first_name,
      e.last_name,
      e.email,
      e.phone,
      e.language,
      e.profession === 'other' ? e.profession_other : (courseText.professions[e.profession] ?? e.profession),
      e.licence_type,
      e.licence_number,
      e.licence_state,
      e.practice_name,
      e.needs,
      when(e.created_at),
      when(e.paid_at),
      e.payment_note,
      when(e.checked_in_at),
      e.certificate_code ? `${e.certificate_code}${e.certificate_revoked_at !== null ? ' (revoked)' : ''}` : '',
    ]),
  );
  return BOM + csvLine(ROSTER_COLUMNS) + lines.join('');
}

export const rosterFileName = (day: CourseDayRow): string => `course-${day.date}.csv`;
