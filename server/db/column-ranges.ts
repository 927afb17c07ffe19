/**
 * The ranges of the integer columns a client can name a row by. PostgreSQL refuses a parameter past
 * its column's type with an error (a logged 500), where SQLite would quietly find nothing, so a
 * number from a client is checked against its column before it reaches a query; out of range it
 * names no row, on both dialects alike.
 */

/** The largest id of any table (`integer`, 32-bit on PostgreSQL; SQLite's ids never get there either). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The largest epoch-milliseconds value read from a client (a page cursor's time): PostgreSQL's
 * `bigint` holds more, but a JavaScript number is exact only this far.
 */
export const MAX_EPOCH_MS = Number.MAX_SAFE_INTEGER;

/** A row id written in decimal digits (a path segment, a cursor's part), or undefined when it names no possible row. */
export function parseRowId(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ROW_ID ? id : undefined;
}
