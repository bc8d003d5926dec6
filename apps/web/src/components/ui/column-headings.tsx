import type * as React from 'react';
import { cn } from '@/lib/utils';

/** One column's heading: its words (or hidden words, for an actions column) and any classes of its own. */
interface ColumnHeading {
  label: React.ReactNode;
  className?: string;
}

/**
 * The header row of a table laid out by hand where the kit's DataTable does not fit (rows that open, cards on a
 * phone, a heat map, cells with their own marks): a `th scope="col"` a column, so screen readers name each cell by its column. A string is a heading with no classes
 * of its own.
 */
export function ColumnHeadings({ columns, cellClassName }: { columns: readonly (string | ColumnHeading)[]; cellClassName?: string }) {
  return (
    <tr>
      {columns.map((column, index) => {
        const { label, className } = typeof column === 'string' ? { label: column, className: undefined } : column;
        return (
          <th key={index} scope="col" className={cn(cellClassName, 'font-medium', className)}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
