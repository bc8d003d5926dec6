import { ENGINE_VERSION } from '@acclaim/domain/assessment';

/**
 * Wraps the render of a public sample file (the demo profile's report or letter) so it runs once per process and is
 * then served from memory: the demo profile is fixed, so the bytes change only with a new engine version. A failed
 * render is forgotten, so the next request tries again.
 */
export function cachedPerEngineVersion<T>(render: () => Promise<T>): () => Promise<T> {
  let cached: { version: string; result: Promise<T> } | null = null;
  return () => {
    if (!cached || cached.version !== ENGINE_VERSION) {
      const result = render();
      cached = { version: ENGINE_VERSION, result };
      result.catch(() => {
        if (cached?.result === result) cached = null;
      });
    }
    return cached.result;
  };
}
