import { describe, expect, it } from 'vitest';
import type { ThrottleRepository, ThrottleWindow } from './throttle.repository';
import { createThrottleService, limits, throttleKey } from './throttle.service';

/** The repository's contract, in memory (the SQL version is exercised by the API tests). */
function memoryRepository(): ThrottleRepository {
  const rows = new Map<string, ThrottleWindow>();
  return {
    find: async (key) => rows.get(key) ?? null,
    hit: async (key, now, windowFloor) => {
      const row = rows.get(key);
      const next =
        !row || row.windowStart <= windowFloor
          ? { count: 1, windowStart: now }
          : { ...row, count: row.count + 1 };
      rows.set(key, next);
      return next;
    },
    clear: async (key) => {
      rows.delete(key);
    },
    deleteStartedBefore: async (cutoff) => {
      const old = [...rows].filter(([, row]) => row.windowStart < cutoff).map(([key]) => key);
      old.forEach((key) => rows.delete(key));
      return old.length;
    },
  };
}

function setup() {
  let now = Date.UTC(2026, 0, 1);
  const clock = { now: () => new Date(now) };
  const service = createThrottleService({ throttle: memoryRepository(), clock });
  return { service, advance: (ms: number) => (now += ms) };
}

describe('throttle service', () => {
  it('allows the limit, then blocks until the window ends', async () => {
    const { service, advance } = setup();
    const limit = limits.loginPerIp;
    const key = throttleKey(limit, '10.0.0.1');
    for (let i = 0; i < limit.limit; i++) expect(await service.hit(limit, key)).toBeNull();
    expect(await service.blockedFor(limit, key)).toBe(limit.windowMs);
    advance(60_000);
    expect(await service.blockedFor(limit, key)).toBe(limit.windowMs - 60_000);
    expect(await service.hit(limit, key)).toBe(limit.windowMs - 60_000);
    advance(limit.windowMs);
    expect(await service.blockedFor(limit, key)).toBeNull();
    expect(await service.hit(limit, key)).toBeNull();
  });

  it('forgets a key on reset', async () => {
    const { service } = setup();
    const limit = limits.loginPerAccountAndIp;
    const key = throttleKey(limit, 'a@b.co', '10.0.0.1');
    for (let i = 0; i < limit.limit; i++) await service.hit(limit, key);
    expect(await service.blockedFor(limit, key)).not.toBeNull();
    await service.reset(key);
    expect(await service.blockedFor(limit, key)).toBeNull();
  });

  it('keeps emails out of keys', () => {
    const key = throttleKey(limits.loginPerAccountAndIp, 'merchant@demo.test', '10.0.0.1');
    expect(key).toMatch(/^login:[\w-]{43}$/);
    expect(key).not.toBe(throttleKey(limits.loginPerAccountAndIp, 'merchant@demo.test', '10.0.0.2'));
  });
});
