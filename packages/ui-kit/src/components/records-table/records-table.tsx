import type { Key, ReactNode } from 'react';
import { cx } from '../../internal/cx';

/** One column of a {@link RecordsTable}. */
export interface RecordsTableColumn<Row> {
  /** Identifies the column among the others. */
  id: string;
  /** The column header; on a phone, each card's label for this cell. */
  header: string;
  /** The cell of `row`. */
  cell: (row: Row) => ReactNode;
  /** Class of the column's cells, or a function of the row. */
  cellClassName?: string | ((row: Row) => string | undefined);
}

/** Props of {@link RecordsTable}. */
export interface RecordsTableProps<Row> {
  columns: readonly RecordsTableColumn<Row>[];
  rows: readonly Row[];
  /** The row's React key. */
  rowKey: (row: Row) => Key;
  /** Class of the row of `row`. */
  rowClassName?: (row: Row) => string | undefined;
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /** Marks the table busy while newer rows load. */
  busy?: boolean;
  /** Extra class on the table. */
  className?: string;
  /** Class of the element around the table (e.g. one that scrolls it sideways). */
  wrapperClassName?: string;
}

/**
 * A table of records; on a phone (600 px wide or less) each row becomes a card whose cells carry
 * their column header as label.
 */
export function RecordsTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  caption,
  busy = false,
  className,
  wrapperClassName,
}: RecordsTableProps<Row>) {
  return (
    <div className={wrapperClassName} aria-busy={busy || undefined}>
      <table className={cx('lp-records-table', className)}>
        <caption className="lp-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.id}
                  data-label={column.header}
                  className={
                    typeof column.cellClassName === 'function'
                      ? column.cellClassName(row)
                      : column.cellClassName
                  }
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
