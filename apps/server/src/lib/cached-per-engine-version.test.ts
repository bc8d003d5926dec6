import { describe, expect, it, vi } from 'vitest';
import { cachedPerEngineVersion } from './cached-per-engine-version';

describe('cachedPerEngineVersion', () => {
  it('renders once and serves the same result after', async () => {
    const render = vi.fn(async () => 'pdf bytes');
    const get = cachedPerEngineVersion(render);
    expect(await get()).toBe('pdf bytes');
    expect(await get()).toBe('pdf bytes');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed render, so the next request renders again', async () => {
    const render = vi.fn().mockRejectedValueOnce(new Error('render failed')).mockResolvedValue('pdf bytes');
    const get = cachedPerEngineVersion(render);
    await expect(get()).rejects.toThrow('render failed');
    expect(await get()).toBe('pdf bytes');
    expect(render).toHaveBeenCalledTimes(2);
  });
});
