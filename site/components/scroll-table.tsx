/**
 * A data table that scrolls sideways inside its own box on narrow screens instead of widening the
 * page. The box is focusable and named, so keyboard users can scroll it too.
 *
 * A `stacked` table instead becomes one card per row on a phone, each cell under its column's name,
 * so no column waits off-screen. The table roles are then spelled out in ARIA, because some
 * browsers drop a table's semantics once its rows and cells are no longer laid out as a table.
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
  const role = (name: string) => (stacked ? name : undefined);
  const classes = ['table-scroll', stacked ? 'table-scroll--stacked' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table" role={role('table')}>
        <caption className={captionVisible ? 'data-table__caption' : 'visually-hidden'}>{caption}</caption>
        <thead role={role('rowgroup')}>
          <tr role={role('row')}>
            {columns.map((column, index) => (
              <th key={index} scope="col" role={role('columnheader')}>
                {column || <span className="visually-hidden">{caption}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={role('rowgroup')}>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} role={role('row')}>
              {row.map((cell, cellIndex) =>
                rowHeaders && cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" role={role('rowheader')} data-label={columns[cellIndex]}>
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} role={role('cell')} data-label={columns[cellIndex]}>
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
