import type { HTMLAttributes, ReactNode } from 'react';

/** A column of a DataTable. */
export interface Column<T> {
  id: string;
  /** Header text; also the label of the cell in the small-screen layout. */
  header: string;
  /** Header shown instead of `header` (an icon, a hidden label); `header` stays the cell's label. */
  headerContent?: ReactNode;
  cell: (row: T) => ReactNode;
  /** Amounts and figures: right-aligned with tabular digits. */
  numeric?: boolean;
  /** The cell that names the row (read first by screen readers). */
  rowHeader?: boolean;
  className?: string;
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };

interface DataTableProps<T> {
  /** The table's name: its caption and the name of its scrolling region. */
  caption: string;
  /** The caption stays for screen readers only (the page already shows a title). */
  captionHidden?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Buttons and links of a row: last column, kept in view when the table scrolls sideways. */
  actions?: (row: T) => ReactNode;
  actionsHeader?: string;
  rowProps?: (row: T) => RowAttributes;
  /** Rows of the table's foot (a total). */
  footer?: ReactNode;
  testId?: string;
  className?: string;
}

/**
 * The portal's one table (issue 29): row lines, figures right-aligned, headers that wrap between words only, its own
 * horizontal scroll region, an actions column always reachable, and below 640 px one card per row with each value
 * under its column's name.
 */
export function DataTable<T>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  actions,
  actionsHeader = 'Actions',
  rowProps,
  footer,
  testId,
  className,
}: DataTableProps<T>) {
  return (
    <TableScroll label={`Tableau : ${caption}`}>
      <table className={`tableau tableau--empilable${className ? ` ${className}` : ''}`} data-testid={testId}>
        <caption className={captionHidden ? 'sr-only' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={cellClass(c)}>
                {c.headerContent ?? c.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="tableau__actions">
                <span className="sr-only">{actionsHeader}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.id} scope="row" className={cellClass(c)} data-label={c.header}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.id} className={cellClass(c)} data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ),
              )}
              {actions && <td className="tableau__actions">{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </TableScroll>
  );
}

const cellClass = (c: { numeric?: boolean; className?: string }) => [c.numeric ? 'nombre' : '', c.className ?? ''].join(' ').trim() || undefined;

/** The scrolling region around a table: reachable by keyboard, named for screen readers (apart from the section holding it). For tables DataTable cannot draw (grouped rows). */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="tableau-defilant" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
