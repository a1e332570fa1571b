import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortCache } from '../../server/http/short-cache';

describe('shortCache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one read between concurrent requests for a key', async () => {
    const cache = shortCache<number>(5_000);
    let reads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 5));
    expect(await Promise.all([cache.read('a', load), cache.read('a', load), cache.read('a', load)])).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });

  it('reuses an answer for its time, then reads again', async () => {
    vi.useFakeTimers();
    const cache = shortCache<number>(5_000);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.read('a', load)).toBe(1);
    vi.advanceTimersByTime(4_999);
    expect(await cache.read('a', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.read('a', load)).toBe(2);
  });

  it('never keeps a failed read, and forgets everything on clear', async () => {
    const cache = shortCache<number>(5_000);
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('a', async () => 7)).toBe(7);
    cache.clear();
    expect(await cache.read('a', async () => 8)).toBe(8);
  });

  it('drops the oldest key at its size limit', async () => {
    const cache = shortCache<string>(5_000, 2);
    await cache.read('a', async () => 'a1');
    await cache.read('b', async () => 'b1');
    await cache.read('c', async () => 'c1');
    expect(await cache.read('a', async () => 'a2')).toBe('a2');
    expect(await cache.read('c', async () => 'c2')).toBe('c1');
  });
});
