import { describe, expect, it } from 'vitest';
import { turnsDuring } from '../../test/support/event-loop';
import { breather, forEachBreathing } from './breather';

describe('breather', () => {
  it('gives the event loop a turn every `every` calls and none in between', async () => {
    const breathe = breather(3);
    expect([1, 2].map(() => breathe())).toEqual([undefined, undefined]);
    expect(breathe()).toBeInstanceOf(Promise);
    expect(breathe()).toBeUndefined();
  });

  it('lets timers and I/O run inside a long loop: one turn per `every` items', async () => {
    const seen: number[] = [];
    const turns = await turnsDuring(() =>
      forEachBreathing(
        Array.from({ length: 2_000 }, (_, i) => i),
        (i) => seen.push(i),
        500,
      ),
    );
    expect(seen).toHaveLength(2_000);
    expect(seen[1_999]).toBe(1_999);
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  // The counter's own check: a loop that only awaits microtasks shows no turn, so the turns counted
  // above are the breather's.
  it('counts no turn in a loop that never gives one', async () => {
    const turns = await turnsDuring(async () => {
      for (let i = 0; i < 2_000; i++) await undefined;
    });
    expect(turns).toBe(0);
  });
});
