import { AppError } from '../../http/app-error';

/**
 * A password hash costs ~0.2–0.4 s of CPU and 128 MiB (scrypt at OWASP cost). Run them all at once and
 * a burst of logins starves every other request (and node's thread pool, which fs and zlib share).
 * The gate runs at most `concurrency` at a time, lets `queue` more wait in order, and refuses the rest
 * at once (429 with Retry-After) instead of queueing them forever (decision 014).
 */
export interface HashGateLimits {
  concurrency: number;
  queue: number;
}

/** Two cores: two hashes at a time keep a core for everything else; 16 waiting is at most ~3 s. */
export const hashGateLimits: HashGateLimits = { concurrency: 2, queue: 16 };

/** Seconds a shed request is told to wait: a queue this short drains within that. */
const retryAfterSeconds = 2;

export function createHashGate(limits: HashGateLimits = hashGateLimits) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const next = () => {
    running -= 1;
    const wake = waiting.shift();
    if (wake) {
      running += 1;
      wake();
    }
  };

  return {
    /** Runs `work` when a slot is free; throws TOO_MANY_REQUESTS when the queue is full. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < limits.concurrency) {
        running += 1;
      } else if (waiting.length < limits.queue) {
        // The slot is handed over by next(), so `running` never goes above the limit.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        throw new AppError('TOO_MANY_REQUESTS', { retryAfter: retryAfterSeconds });
      }
      try {
        return await work();
      } finally {
        next();
      }
    },
  };
}

export type HashGate = ReturnType<typeof createHashGate>;
