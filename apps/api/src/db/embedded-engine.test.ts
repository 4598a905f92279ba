import { constants, performance, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import type * as V8 from 'node:v8';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';

// Only `--expose-gc` reaches V8 here: the other two would change this test process's compiler and heap.
const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', async (original) => {
  const v8 = await original<typeof V8>();
  setFlags.mockImplementation((flag: string) => {
    if (flag === '--expose-gc') v8.setFlagsFromString(flag);
  });
  return { ...v8, setFlagsFromString: setFlags };
});

// Each test its own copy of the module: which collector it holds depends on how it was tuned.
const engine = async () => {
  vi.resetModules();
  return import('./embedded-engine');
};

/** The full (mark-compact) collections V8 ran during `work` (not those of the turns after it). */
async function majorCollections(work: () => void): Promise<number> {
  const seen: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  const start = performance.now();
  work();
  const end = performance.now();
  await new Promise((r) => setTimeout(r, 50)); // entries are delivered on a later turn
  observer.disconnect();
  return seen.filter(
    (e) =>
      (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ===
        constants.NODE_PERFORMANCE_GC_MAJOR &&
      e.startTime >= start &&
      e.startTime <= end,
  ).length;
}

describe('tuneForEmbeddedDatabase (decision 002: the embedded engine’s memory)', () => {
  beforeEach(() => setFlags.mockClear());

  it('keeps PGlite on the baseline compiler and the heap close to its live size by default', async () => {
    const { tuneForEmbeddedDatabase } = await engine();
    const config = loadConfig({});
    expect(config.EMBEDDED_DB_TUNING).toBe('lean');
    const flags = ['--liftoff-only', '--heap-growing-percent=50', '--expose-gc'];
    expect(tuneForEmbeddedDatabase(config)).toEqual(flags);
    expect(setFlags.mock.calls.map(([flag]) => flag)).toEqual(flags);
  });

  it('leaves V8 alone on PostgreSQL and when told to', async () => {
    const { tuneForEmbeddedDatabase } = await engine();
    expect(tuneForEmbeddedDatabase(loadConfig({ DATABASE_URL: 'postgres://localhost/db' }))).toEqual([]);
    expect(tuneForEmbeddedDatabase(loadConfig({ EMBEDDED_DB_TUNING: 'fast' }))).toEqual([]);
    expect(setFlags).not.toHaveBeenCalled();
  });

  it('refuses an unknown setting', () => {
    expect(() => loadConfig({ EMBEDDED_DB_TUNING: 'small' })).toThrow(/EMBEDDED_DB_TUNING/);
  });
});

describe('collectIfLean (an import’s garbage before its insert)', () => {
  it('runs a full collection once the lean settings are on', async () => {
    const { collectIfLean, tuneForEmbeddedDatabase } = await engine();
    tuneForEmbeddedDatabase(loadConfig({}));
    expect(await majorCollections(collectIfLean)).toBeGreaterThanOrEqual(1);
  });

  it('does nothing on PostgreSQL or with V8’s own settings', async () => {
    const { collectIfLean, tuneForEmbeddedDatabase } = await engine();
    tuneForEmbeddedDatabase(loadConfig({ DATABASE_URL: 'postgres://localhost/db' }));
    tuneForEmbeddedDatabase(loadConfig({ EMBEDDED_DB_TUNING: 'fast' }));
    expect(await majorCollections(collectIfLean)).toBe(0);
  });
});
