/**
 * Rows grouped by a key, each group in the rows' order: the batched reads of the Clients page fetch many cases'
 * rows in one query and hand each case its own. (Map.groupBy does this from Node 21; the project runs on Node 20.)
 */
export function groupBy<T, K>(rows: Iterable<T>, keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
