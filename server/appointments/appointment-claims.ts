/**
 * The cells an appointment holds (docs/decisions/0017-no-double-booking.md): every 5-minute cell
 * from its start to the end of its buffer, of each resource it needs. Two appointments that overlap
 * by even a minute share a cell, and the claims' primary key lets only one of them have it.
 */
export const CELL_MS = 5 * 60_000;

export function cellsOf(start: number, busyUntil: number): number[] {
  const cells: number[] = [];
  for (let cell = Math.floor(start / CELL_MS) * CELL_MS; cell < busyUntil; cell += CELL_MS) cells.push(cell);
  return cells;
}
