import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivityMonitor } from './connectivity';

describe('connectivity monitor (spec §2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports only changes, starting from online', async () => {
    const results = [true, true, false, false, true];
    const probe = vi.fn(async () => results.shift() ?? true);
    const onChange = vi.fn();
    const monitor = createConnectivityMonitor({
      intervalMs: 2000,
      probe,
      onChange,
      target: new EventTarget() as never,
    });
    monitor.start();
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(5);
    expect(onChange.mock.calls).toEqual([[false], [true]]);
    monitor.stop();
  });

  it('goes offline at once on the browser offline event', () => {
    const target = new EventTarget();
    const onChange = vi.fn();
    const monitor = createConnectivityMonitor({
      intervalMs: 2000,
      probe: async () => true,
      onChange,
      target: target as never,
    });
    monitor.start();
    target.dispatchEvent(new Event('offline'));
    expect(onChange).toHaveBeenCalledWith(false);
    monitor.stop();
  });
});
