import * as React from 'react';
import type { TSavedMarketingStat } from '@acclaim/contracts';

export interface StatRow extends TSavedMarketingStat {
  /** Keeps each row's inputs in place when one above is removed. */
  rowId: number;
}

let nextRowId = 0;
const toRow = (stat: TSavedMarketingStat): StatRow => ({ ...stat, rowId: nextRowId++ });

/** The figures being edited, each with an id that outlives its position in the list. */
export function useStatRows(initial: TSavedMarketingStat[]) {
  const [rows, setRows] = React.useState<StatRow[]>(() => initial.map(toRow));
  const change = (rowId: number, patch: Partial<TSavedMarketingStat>) =>
    setRows((current) => current.map((row) => (row.rowId === rowId ? { ...row, ...patch } : row)));
  const remove = (rowId: number) => setRows((current) => current.filter((other) => other.rowId !== rowId));
  const add = () => setRows((current) => [...current, toRow({ value: '', label: '', substantiated: false, source: null })]);
  return { rows, change, remove, add };
}
