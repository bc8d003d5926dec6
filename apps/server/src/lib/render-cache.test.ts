import { describe, expect, it } from 'vitest';
import { createRenderCache } from './render-cache';

const report = (tag: string) => ({ bytes: Buffer.from(tag), pageCount: 1 });

describe('createRenderCache', () => {
  it('renders each file once, keeps the most recently used and forgets failures', async () => {
    const cache = createRenderCache<{ bytes: Buffer; pageCount: number }>(2);
    let renders = 0;
    const render = (tag: string) => () => {
      renders += 1;
      return Promise.resolve(report(tag));
    };
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    expect((await cache.get('a', render('x'))).bytes.toString()).toBe('a'); // from memory; 'a' is now the newest
    await cache.get('c', render('c')); // evicts 'b', the least recently used
    expect(renders).toBe(3);
    await cache.get('a', render('x'));
    expect(renders).toBe(3);
    await cache.get('b', render('b'));
    expect(renders).toBe(4);

    await expect(cache.get('d', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('d', render('d'))).bytes.toString()).toBe('d');
  });
});
