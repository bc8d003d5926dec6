/**
 * The assignment of rows to distinct columns with the largest total weight (Kuhn-Munkres with potentials,
 * O(rows² × columns)). Needs rows ≤ columns; returns the column of each row. Deterministic for a given matrix.
 */
export function maxWeightAssignment(weights: readonly (readonly number[])[]): number[] {
  const n = weights.length;
  const m = weights[0]?.length ?? 0;
  if (n === 0) return [];
  if (m < n) throw new Error('maxWeightAssignment needs at least as many columns as rows');
  const cost = (i: number, j: number) => -(weights[i - 1]?.[j - 1] ?? 0);
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(m + 1).fill(0);
  const p = new Array<number>(m + 1).fill(0);
  const way = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(m + 1).fill(Infinity);
    const used = new Array<boolean>(m + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0] ?? 0;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const current = cost(i0, j) - (u[i0] ?? 0) - (v[j] ?? 0);
        if (current < (minv[j] ?? Infinity)) {
          minv[j] = current;
          way[j] = j0;
        }
        if ((minv[j] ?? Infinity) < delta) {
          delta = minv[j] ?? Infinity;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          const row = p[j] ?? 0;
          u[row] = (u[row] ?? 0) + delta;
          v[j] = (v[j] ?? 0) - delta;
        } else minv[j] = (minv[j] ?? Infinity) - delta;
      }
      j0 = j1;
    } while ((p[j0] ?? 0) !== 0);
    do {
      const j1 = way[j0] ?? 0;
      p[j0] = p[j1] ?? 0;
      j0 = j1;
    } while (j0 !== 0);
  }
  const columnOf = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m; j++) {
    const row = p[j] ?? 0;
    if (row > 0) columnOf[row - 1] = j - 1;
  }
  return columnOf;
}
