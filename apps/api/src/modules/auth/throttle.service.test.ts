import { describe, expect, it } from 'vitest';
import type { ThrottleRepository, ThrottleWindow } from './throttle.repository';
import { createThrottleService, limits, throttleKey } from './throttle.service';

/** The repository's contract, in memory (the SQL version is exercised by the API tests). */
function memoryRepository(): ThrottleRepository {
  const rows = new Map<string, ThrottleWindow>();
  return {
    hit: async (key, now, windowFloor) => {
      const row = rows.get(key);
      const next =
        !row || row.windowStart <= windowFloor
          ? { count: 1, windowStart: now }
          : { ...row, count: row.count + 1 };
      rows.set(key, next);
      return next;
    },
    release: async (key, windowStart) => {
      const row = rows.get(key);
      if (row && row.windowStart.getTime() === windowStart.getTime()) {
        rows.set(key, { ...row, count: Math.max(0, row.count - 1) });
      }
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

const ip = limits.loginPerIp;
const account = limits.loginPerAccountAndIp;

describe('throttle service', () => {
  it('reserves up to the limit, then refuses until the window ends', async () => {
    const { service, advance } = setup();
    const key = throttleKey(ip, '10.0.0.1');
    for (let i = 0; i < ip.limit; i++) expect((await service.reserve([[ip, key]])).blockedForMs).toBeNull();
    expect((await service.reserve([[ip, key]])).blockedForMs).toBe(ip.windowMs);
    advance(60_000);
    expect((await service.reserve([[ip, key]])).blockedForMs).toBe(ip.windowMs - 60_000);
    advance(ip.windowMs);
    expect((await service.reserve([[ip, key]])).blockedForMs).toBeNull();
  });

  it('refuses parallel reservations past the limit: each one is counted before any is checked', async () => {
    const { service } = setup();
    const key = throttleKey(account, 'a@b.co', '10.0.0.1');
    const all = await Promise.all(Array.from({ length: 30 }, () => service.reserve([[account, key]])));
    expect(all.filter((r) => r.blockedForMs === null)).toHaveLength(account.limit);
  });

  it('gives a released slot back, and a refusal takes none', async () => {
    const { service } = setup();
    const accountKey = throttleKey(account, 'a@b.co', '10.0.0.1');
    const ipKey = throttleKey(ip, '10.0.0.1');
    const checks: Array<[typeof account, string]> = [
      [account, accountKey],
      [ip, ipKey],
    ];
    const first = await service.reserve(checks);
    await first.release();
    for (let i = 0; i < account.limit; i++) expect((await service.reserve(checks)).blockedForMs).toBeNull();
    // Refused on the account: its IP slot is given back too, so other emails from here still have theirs.
    for (let i = 0; i < 3; i++) expect((await service.reserve(checks)).blockedForMs).not.toBeNull();
    const others = ip.limit - account.limit;
    for (let i = 0; i < others; i++) {
      const key = throttleKey(account, `other${i}@b.co`, '10.0.0.1');
      expect(
        (
          await service.reserve([
            [account, key],
            [ip, ipKey],
          ])
        ).blockedForMs,
      ).toBeNull();
    }
    const last = throttleKey(account, 'last@b.co', '10.0.0.1');
    expect(
      (
        await service.reserve([
          [account, last],
          [ip, ipKey],
        ])
      ).blockedForMs,
    ).not.toBeNull();
  });

  it('forgets a key on reset', async () => {
    const { service } = setup();
    const key = throttleKey(account, 'a@b.co', '10.0.0.1');
    for (let i = 0; i < account.limit; i++) await service.reserve([[account, key]]);
    expect((await service.reserve([[account, key]])).blockedForMs).not.toBeNull();
    await service.reset(key);
    expect((await service.reserve([[account, key]])).blockedForMs).toBeNull();
  });

  it('keeps emails out of keys', () => {
    const key = throttleKey(account, 'merchant@demo.test', '10.0.0.1');
    expect(key).toMatch(/^login:[\w-]{43}$/);
    expect(key).not.toBe(throttleKey(account, 'merchant@demo.test', '10.0.0.2'));
  });
});
