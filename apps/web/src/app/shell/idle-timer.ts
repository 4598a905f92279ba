export interface IdleTimerOptions {
  timeoutMs: number;
  warningMs: number;
  /** Where the last activity time is shared; localStorage makes it common to every tab. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  key: string;
  /** Called every check while in the warning window, with the time left before logout. */
  onWarning: (remainingMs: number) => void;
  /** The warning window was left because someone (maybe another tab) was active. */
  onActive: () => void;
  onTimeout: () => void;
  now?: () => number;
  checkEveryMs?: number;
  /** Local activity is written at most this often, so mousemove does not hammer localStorage. */
  writeThrottleMs?: number;
}

export interface IdleTimer {
  start(): void;
  stop(): void;
  /** Activity from this tab's user (ignored while the warning shows, which asks for an explicit click). */
  activity(): void;
  /** "Stay logged in": always counts. */
  stayActive(): void;
}

/**
 * Idle logout (spec §4, §9) shared by all tabs: each tab records its user's activity time in storage and
 * every tab compares "now" with the latest of them, so activity in any tab keeps all tabs alive, and
 * all tabs reach the warning and the timeout together.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? (() => Date.now());
  const checkEvery = options.checkEveryMs ?? 1000;
  const throttle = options.writeThrottleMs ?? 1000;
  let interval: ReturnType<typeof setInterval> | null = null;
  let warning = false;
  let lastWrite = 0;

  const lastActivity = (): number => {
    const value = Number(options.storage.getItem(options.key));
    return Number.isFinite(value) && value > 0 ? value : now();
  };

  const record = (force: boolean) => {
    const t = now();
    if (!force && t - lastWrite < throttle) return;
    lastWrite = t;
    // Never move the shared time backwards (another tab may have written a later one).
    const shared = Number(options.storage.getItem(options.key));
    if (!Number.isFinite(shared) || t > shared) options.storage.setItem(options.key, String(t));
  };

  const check = () => {
    const elapsed = now() - lastActivity();
    if (elapsed >= options.timeoutMs) {
      stop();
      warning = false;
      options.onTimeout();
      return;
    }
    if (elapsed >= options.timeoutMs - options.warningMs) {
      warning = true;
      options.onWarning(options.timeoutMs - elapsed);
    } else if (warning) {
      warning = false;
      options.onActive();
    }
  };

  function stop() {
    if (interval !== null) clearInterval(interval);
    interval = null;
  }

  return {
    start() {
      stop();
      warning = false;
      // Opening or reloading a page is activity; a stale time from a closed tab must not log out at once.
      record(true);
      interval = setInterval(check, checkEvery);
    },
    stop,
    activity() {
      if (!warning) record(false);
    },
    stayActive() {
      record(true);
      check();
    },
  };
}
