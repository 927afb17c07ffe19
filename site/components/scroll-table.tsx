/**
 * A data table that scrolls sideways inside its own box on narrow screens instead of widening the
 * page. The box is focusable and named, so keyboard users can scroll it too.
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
  className?: string;
}

export function ScrollTable({ caption, captionVisible = false, columns, rows, rowHeaders = true, className }: ScrollTableProps) {
  return (
    <div className={`table-scroll${className ? ` ${className}` : ''}`} role="region" aria-label={caption} tabIndex={0}>
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
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
