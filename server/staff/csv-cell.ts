/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, lines ending CRLF. A cell a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return, the
 * OWASP list) gets a leading apostrophe, so a lead who types "=HYPERLINK(...)" into a form shows
 * up as that text and never runs in the clinic's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
