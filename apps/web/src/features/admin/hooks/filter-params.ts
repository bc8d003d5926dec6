/**
 * The admin lists keep their search, filters and page in the address, so a view can be shared, reloaded and left
 * with Back. These read and write that address the same way on every screen.
 */

/** The value when it is one of `values`; anything unknown in the address is ignored rather than sent to the server. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

/** The page number in the address, 1 when it is missing or not a page. */
export function pageFrom(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The address after a filter change: empty values and page 1 leave the address; changing what is searched starts
 * again at page 1, turning the page keeps the rest.
 */
export function withFilterChange(current: URLSearchParams, change: object): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}
