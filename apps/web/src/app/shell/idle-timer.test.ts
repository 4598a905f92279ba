import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle-timer';

const key = 'courier.last-activity';
const timeout = 30 * 60_000;
const warning = 60_000;

function setup() {
  const onWarning = vi.fn();
  const onActive = vi.fn();
  const onTimeout = vi.fn();
  const timer = createIdleTimer({
    timeoutMs: timeout,
    warningMs: warning,
    storage: window.localStorage,
    key,
    onWarning,
    onActive,
    onTimeout,
  });
  return { timer, onWarning, onActive, onTimeout };
}

describe('idle timer (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('warns at timeout − warning and logs out at the timeout', () => {
    const { timer, onWarning, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(timeout - warning - 1000);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onWarning.mock.calls[0]?.[0]).toBe(warning);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(warning);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    // Stopped after the timeout: no second logout.
    vi.advanceTimersByTime(10 * 60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('local activity postpones the timeout, but not while the warning shows', () => {
    const { timer, onWarning, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(20 * 60_000);
    timer.activity();
    vi.advanceTimersByTime(20 * 60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(9 * 60_000);
    expect(onWarning).toHaveBeenCalled();
    timer.activity(); // ignored: the warning asks for an explicit "Stay logged in"
    vi.advanceTimersByTime(warning);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('"Stay logged in" ends the warning and restarts the countdown', () => {
    const { timer, onActive, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(timeout - 30_000);
    timer.stayActive();
    expect(onActive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(timeout - warning - 1000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('activity in another tab (the shared storage key) resets this tab', () => {
    const { timer, onWarning, onActive, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(timeout - warning);
    expect(onWarning).toHaveBeenCalled();
    // Another tab writes its user's activity time.
    window.localStorage.setItem(key, String(Date.now()));
    vi.advanceTimersByTime(1000);
    expect(onActive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(timeout - warning - 2000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(warning + 2000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('never moves the shared time backwards', () => {
    const { timer } = setup();
    timer.start();
    const later = Date.now() + 5000;
    window.localStorage.setItem(key, String(later));
    vi.advanceTimersByTime(2000);
    timer.activity();
    expect(window.localStorage.getItem(key)).toBe(String(later));
  });
});
