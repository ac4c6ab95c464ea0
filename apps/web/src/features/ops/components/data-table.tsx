/**
 * The console's one table: every list draws its page of rows through here (docs/decisions.md
 * "One table component on TanStack Table"). A list defines its columns; TanStack Table (headless)
 * turns them into header and cell models and this component draws the semantic `<table>`.
 *
 * Paging and filtering stay on the server (docs/operator-console.md): no pagination, filtering or
 * sorting row models are registered, so the rows are drawn exactly as the server's page gave them
 * and the list's own pager and search box ask the server for the next ones.
 */
import { useMemo, type ReactNode, type TdHTMLAttributes } from 'react';
import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';

/** One column of a list: its header, how a row's cell is drawn, and its class (numbers, actions). */
export interface DataColumn<Row extends RowData> {
  id: string;
  /** The header text; an action column without one names itself through `label` for screen readers. */
  header?: ReactNode;
  label?: string;
  /** `index` is the row's place on this page (0 for the first). */
  cell: (row: Row, index: number) => ReactNode;
  className?: string | undefined;
  /** This column names its row (`<th scope="row">`), as in a grid of texts by field. */
  rowHeader?: boolean;
  /** A cell's own attributes (a test id, a title), where a suite or a reader needs them. */
  cellProps?: (row: Row) => CellProps;
}

type CellProps = TdHTMLAttributes<HTMLTableCellElement> & { [data: `data-${string}`]: string | undefined };

// Core only: the features that would page, filter or sort on the client are left out on purpose.
const features = tableFeatures({});

export function DataTable<Row extends RowData>({
  rows,
  columns,
  rowKey,
  className,
  rowTestId,
  rowClassName,
  testId,
  caption,
}: {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The list's own table style (console or dashboard). */
  className: string | undefined;
  rowTestId?: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  testId?: string;
  caption?: ReactNode;
}) {
  // Display columns only, by id: a cell is whatever the list draws for its row (drawn below).
  const defs = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return columns.map((column) => helper.display({ id: column.id }));
  }, [columns]);
  const table = useTable({
    features,
    columns: defs,
    data: rows as Row[],
    getRowId: (row) => String(rowKey(row)),
  });
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  return (
    <table className={className} data-testid={testId}>
      {caption && <caption>{caption}</caption>}
      {/* A table of labelled rows alone (the dashboard's figures) has no header row. */}
      {columns.some((column) => column.header !== undefined || column.label !== undefined) && (
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                return (
                  <th key={header.id} className={column?.className} aria-label={column?.label}>
                    {column?.header}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
      )}
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-testid={rowTestId?.(row.original)} className={rowClassName?.(row.original)}>
            {row.getAllCells().map((cell) => {
              const column = byId.get(cell.column.id);
              const Cell = column?.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={cell.id}
                  scope={column?.rowHeader ? 'row' : undefined}
                  className={column?.className}
                  {...column?.cellProps?.(row.original)}
                >
                  {/* Drawn by calling the list's cell, not through FlexRender: FlexRender mounts a
                      cell function as a component, and the lists make their columns at each render,
                      so every render would mount each cell anew and lose what a cell's form held
                      (a price being typed, a save's outcome). */}
                  {column?.cell(row.original, row.index)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
