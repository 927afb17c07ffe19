/**
 * A data table that scrolls sideways inside its own box on narrow screens instead of widening the
 * page. The box is focusable and named, so keyboard users can scroll it too.
 *
 * A `stacked` table instead becomes one card per row on a phone, each cell under its column's name,
 * so no column waits off-screen. The table keeps its native semantics (HTML does not allow ARIA
 * table roles on table elements); each cell carries its column's name in `data-label`, shown
 * before it, so the card reads the same to everyone.
 */
import type { ReactNode } from 'react';
import '../styles/tables.css';

export interface ScrollTableProps {
  caption: string;
  /** show the caption to everyone, or only to assistive technology */
  captionVisible?: boolean;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** the first cell of each row names the row */
  rowHeaders?: boolean;
  /** one card per row on a phone instead of a sideways-scrolling box */
  stacked?: boolean;
  className?: string;
}

export function ScrollTable({ caption, captionVisible = false, columns, rows, rowHeaders = true, stacked = false, className }: ScrollTableProps) {
  const classes = ['table-scroll', stacked ? 'table-scroll--stacked' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className={captionVisible ? 'data-table__caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column || <span className="visually-hidden">{caption}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                rowHeaders && cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" data-label={columns[cellIndex]}>
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} data-label={columns[cellIndex]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
