import { describe, expect, it } from 'vitest';
import type { Caller } from '../../envelope/command.ts';
import { CallerCache } from './caller-cache.ts';

const caller = { sessionId: 1, tokenHash: 'h', userId: 7, accountId: 3, companyId: 2, positionId: 5, functions: new Set() } as unknown as Caller;

/** A cache whose loads the test finishes by hand, in order. */
function createCache() {
  const loads: ((caller: Caller | null) => void)[] = [];
  const cache = new CallerCache(() => new Promise((resolve) => loads.push(resolve)));
  return { cache, loads };
}

describe('CallerCache', () => {
  it('runs one load for concurrent misses of a token and then answers from memory', async () => {
    const { cache, loads } = createCache();
    const answers = Promise.all([cache.resolve('h'), cache.resolve('h'), cache.resolve('h')]);
    expect(loads).toHaveLength(1);
    loads[0](caller);
    expect(await answers).toEqual([caller, caller, caller]);
    expect(await cache.resolve('h')).toBe(caller);
    expect(loads).toHaveLength(1);
  });

  it('evicts a revoked token at once', async () => {
    const { cache, loads } = createCache();
    const first = cache.resolve('h');
    loads[0](caller);
    await first;
    cache.evict('token:h');
    const again = cache.resolve('h');
    expect(loads).toHaveLength(2);
    loads[1](null);
    expect(await again).toBeNull();
  });

  it('keeps a load that an eviction overtook out of the cache and out of later requests', async () => {
    const { cache, loads } = createCache();
    const before = cache.resolve('h');
    cache.evict('user:7');
    const after = cache.resolve('h');
    expect(loads).toHaveLength(2);
    loads[0](caller);
    loads[1](null);
    expect(await before).toBe(caller);
    expect(await after).toBeNull();
    const later = cache.resolve('h');
    expect(loads).toHaveLength(3);
    loads[2](null);
    expect(await later).toBeNull();
  });

  it('with a sync, serves memory only after it, and reads the database when it fails', async () => {
    let syncs = 0;
    let syncFails = false;
    const loads: string[] = [];
    const sync = async () => {
      syncs++;
      if (syncFails) throw new Error('listener lost');
    };
    const cache = new CallerCache(async (hash) => (loads.push(hash), caller), sync);
    await cache.resolve('h');
    expect([syncs, loads.length]).toEqual([0, 1]);
    await cache.resolve('h');
    expect([syncs, loads.length]).toEqual([1, 1]);
    syncFails = true;
    expect(await cache.resolve('h')).toBe(caller);
    expect([syncs, loads.length]).toEqual([2, 2]);
  });
});
