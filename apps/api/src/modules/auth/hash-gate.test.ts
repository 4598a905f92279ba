import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { createHashGate } from './hash-gate';

/** Work that runs until the test lets it finish. */
function heldWork() {
  let active = 0;
  let most = 0;
  const releases: Array<() => void> = [];
  const work = async () => {
    active += 1;
    most = Math.max(most, active);
    await new Promise<void>((resolve) => releases.push(resolve));
    active -= 1;
    return 'done';
  };
  return { work, releases, stats: () => ({ active, most }) };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('hash gate', () => {
  it('runs at most `concurrency` at once, queues `queue` more, refuses the rest with 429 and Retry-After', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 3 });
    const held = heldWork();
    const results = Array.from({ length: 8 }, () =>
      gate.run(held.work).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    );
    await settle();
    expect(held.stats()).toEqual({ active: 2, most: 2 });
    const refused = await Promise.all(results.slice(5));
    for (const r of refused) {
      expect(r).toMatchObject({ error: expect.any(AppError) });
      const error = (r as { error: AppError }).error;
      expect(error.code).toBe('TOO_MANY_REQUESTS');
      expect(error.options.retryAfter).toBeGreaterThan(0);
    }
    // Finishing one lets exactly one waiting task in, in order, never more than two at a time.
    while (held.releases.length > 0 || held.stats().active > 0) {
      held.releases.shift()?.();
      await settle();
      expect(held.stats().active).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(results.slice(0, 5))).toEqual(Array(5).fill({ value: 'done' }));
    expect(held.stats().most).toBe(2);
  });

  it('frees the slot of work that fails', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
