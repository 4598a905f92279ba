export interface ConnectivityOptions {
  intervalMs: number;
  /** Resolves true when the server answers. */
  probe: () => Promise<boolean>;
  onChange: (online: boolean) => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Checks the connection every `intervalMs` (spec §9: 2000 ms) and on the browser's online/offline
 * events, and reports only changes: the first state is assumed online and is not announced.
 */
export function createConnectivityMonitor(options: ConnectivityOptions) {
  let online = true;
  let running = false;
  let inFlight = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  const target = options.target ?? window;

  const set = (next: boolean) => {
    if (next === online) return;
    online = next;
    options.onChange(next);
  };

  const check = async () => {
    if (inFlight || !running) return;
    inFlight = true;
    try {
      const ok = await options.probe().catch(() => false);
      if (running) set(ok);
    } finally {
      inFlight = false;
    }
  };

  const onOffline = () => set(false);
  const onOnline = () => void check();

  return {
    start() {
      if (running) return;
      running = true;
      target.addEventListener('offline', onOffline);
      target.addEventListener('online', onOnline);
      timer = setInterval(() => void check(), options.intervalMs);
    },
    stop() {
      running = false;
      target.removeEventListener('offline', onOffline);
      target.removeEventListener('online', onOnline);
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
    check,
    isOnline: () => online,
  };
}

/** GET /healthz (outside /api/client); no cache, and a hung request counts as offline. */
export async function probeHealth(timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch('/healthz', {
      cache: 'no-store',
      signal: AbortSignal.timeout(Math.max(timeoutMs, 1000)),
    });
    return response.ok;
  } catch {
    return false;
  }
}
