/**
 * A few recently rendered files (reports, letter exports), by a key that changes whenever the content would.
 * A render costs up to a second or two of CPU, so a second download (or a retry after a dropped connection) is
 * served from memory. Per process and small on purpose: any process can render any file again.
 */
export function createRenderCache<T>(maxEntries = 16) {
  const entries = new Map<string, Promise<T>>();
  return {
    get(key: string, render: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) {
        // Re-inserting keeps the Map in least-recently-used order.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const rendered = render();
      entries.set(key, rendered);
      rendered.catch(() => entries.delete(key));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return rendered;
    },
  };
}
