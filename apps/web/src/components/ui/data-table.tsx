import * as React from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { createColumnHelper, createSortedRowModel, rowSortingFeature, tableFeatures, useTable, type RowData, type SortingState } from '@tanstack/react-table';
import { cn } from '@/lib/utils';

export interface TableColumn<Row> {
  id: string;
  /** The heading; with `isHeaderHidden`, read by screen readers only (an actions column). */
  header: string;
  isHeaderHidden?: boolean;
  cell: (row: Row) => React.ReactNode;
  /** The value the column sorts by; a column without one does not sort. Missing values go last either way. */
  sortValue?: (row: Row) => string | number | null;
  /** Right-aligned, tabular figures. */
  isNumeric?: boolean;
  /** More classes for the column's cells, e.g. `whitespace-nowrap`. */
  className?: string;
}

export interface DataTableProps<Row> {
  /** What the table holds, for screen readers (and the scroll region's name). */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Keep the array stable (module scope or useMemo): a new array rebuilds the table. */
  columns: readonly TableColumn<Row>[];
  /** The first column names each row (a row heading for screen readers). */
  hasRowHeader?: boolean;
  /** The order first shown, when a column sorts. */
  initialSort?: { id: string; desc?: boolean };
  /** Classes for the table itself, e.g. a minimum width that makes a phone scroll sideways rather than squash. */
  tableClassName?: string;
  /** Classes for the scrolling frame, e.g. a maximum height (the header row stays in view). */
  frameClassName?: string;
  /** Read by screen readers only, as the figures behind a chart; it then takes no focus. */
  isVisuallyHidden?: boolean;
  /** The scroll region's name when it should differ from the caption (e.g. "Table: …" beside a chart). */
  regionLabel?: string;
  /** On a phone: scroll sideways (the default) or show each row as a card. */
  phoneLayout?: 'scroll' | 'cards';
}

// Registered once: only sorting, so the table ships no filtering or paging code.
const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });

/** Numbers by value, text in the reader's alphabetical order. */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

function useSortableTable<Row extends RowData>(rows: readonly Row[], columns: readonly TableColumn<Row>[], initialSort: DataTableProps<Row>['initialSort']) {
  const definitions = React.useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row: Row) => column.sortValue?.(row) ?? undefined, {
          id: column.id,
          enableSorting: column.sortValue !== undefined,
          sortUndefined: 'last',
          // The first press sorts ascending for every column, numbers too, so a header always behaves the same way.
          sortDescFirst: false,
          sortFn: (left, right, id) => compareValues(left.getValue(id), right.getValue(id)),
        }),
      ),
    );
  }, [columns]);
  const [sorting, setSorting] = React.useState<SortingState>(initialSort ? [{ id: initialSort.id, desc: initialSort.desc ?? false }] : []);
  const data = React.useMemo(() => [...rows], [rows]);
  return useTable({ features, columns: definitions, data, state: { sorting }, onSortingChange: setSorting });
}

const SORT_LABELS = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Two layouts. `scroll`: a table at every width, scrolling sideways on a phone. `cards`: a table from `md` up and a
 * stack of cards below it, each value under its column's name, as the design asks of tables on a phone.
 */
const LAYOUTS = {
  scroll: {
    frame: 'relative overflow-auto rounded-lg border border-border bg-background',
    table: 'w-full',
    thead: '',
    tbody: 'divide-y divide-border',
    row: '',
    cell: 'px-4 py-3',
  },
  cards: {
    frame: 'md:overflow-x-auto md:rounded-lg md:border md:border-border md:bg-background',
    table: 'block w-full md:table',
    thead: 'hidden md:table-header-group',
    tbody: 'block space-y-3 md:table-row-group md:space-y-0',
    row: 'block rounded-lg border border-border bg-background p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-b-0',
    cell: 'mt-2 block first:mt-0 md:mt-0 md:table-cell md:px-4 md:py-3',
  },
} as const;
type Layout = (typeof LAYOUTS)[keyof typeof LAYOUTS];

/**
 * A table of the one kit: a caption, headed columns, numbers right-aligned, and sorting on the columns that give a
 * value to sort by (a header button; `aria-sort` tells screen readers the order). Wide tables scroll sideways inside
 * a region keyboard users can reach, or become cards on a phone.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { caption, rows, columns, initialSort, tableClassName, frameClassName, isVisuallyHidden = false, regionLabel, phoneLayout = 'scroll' } = props;
  const table = useSortableTable(rows, columns, initialSort);
  const layout = LAYOUTS[phoneLayout];
  const frame = isVisuallyHidden
    ? { className: 'sr-only' }
    : { role: 'region', 'aria-label': regionLabel ?? caption, tabIndex: 0, className: cn(layout.frame, frameClassName) };
  return (
    <div {...frame}>
      <table className={cn('text-left text-sm', layout.table, tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('sticky top-0 border-b border-border bg-muted text-xs uppercase tracking-wide text-muted-foreground', layout.thead)}>
          <tr>
            {columns.map((column) => {
              const sorted = table.getColumn(column.id)?.getIsSorted() ?? false;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortValue ? (sorted ? SORT_LABELS[sorted] : 'none') : undefined}
                  className={cn('whitespace-nowrap px-4 py-3 font-medium', column.isNumeric && 'text-right')}
                >
                  {column.isHeaderHidden ? <span className="sr-only">{column.header}</span> : <HeaderLabel table={table} column={column} sorted={sorted} />}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={layout.tbody}>
          {table.getRowModel().rows.map(({ original }) => (
            <BodyRow key={props.rowKey(original)} row={original} columns={columns} hasRowHeader={props.hasRowHeader ?? false} layout={layout} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BodyRow<Row extends RowData>({
  row,
  columns,
  hasRowHeader,
  layout,
}: {
  row: Row;
  columns: readonly TableColumn<Row>[];
  hasRowHeader: boolean;
  layout: Layout;
}) {
  const isCards = layout === LAYOUTS.cards;
  return (
    <tr className={layout.row}>
      {columns.map((column, index) => {
        const Cell = hasRowHeader && index === 0 ? 'th' : 'td';
        // On a phone each value sits under its column's name, the headings row being hidden there.
        const label = isCards && index > 0 && !column.isHeaderHidden;
        return (
          <Cell
            key={column.id}
            {...(Cell === 'th' ? { scope: 'row' } : {})}
            className={cn(
              layout.cell,
              'align-top',
              Cell === 'th' && 'font-medium',
              column.isNumeric && (isCards ? 'tabular-nums md:text-right' : 'text-right tabular-nums'),
              column.className,
            )}
          >
            {label && <span className="mb-0.5 block text-xs font-medium text-muted-foreground md:hidden">{column.header}</span>}
            {column.cell(row)}
          </Cell>
        );
      })}
    </tr>
  );
}

function HeaderLabel<Row extends RowData>({
  table,
  column,
  sorted,
}: {
  table: ReturnType<typeof useSortableTable<Row>>;
  column: TableColumn<Row>;
  sorted: false | 'asc' | 'desc';
}) {
  if (!column.sortValue) return <>{column.header}</>;
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={table.getColumn(column.id)?.getToggleSortingHandler()}
      className={cn(
        'inline-flex items-center gap-1 rounded-sm uppercase tracking-wide hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        column.isNumeric && 'flex-row-reverse',
      )}
    >
      {column.header}
      <Icon className="size-3.5" aria-hidden="true" />
    </button>
  );
}
