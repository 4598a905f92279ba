import type { Logger } from 'pino';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work done after answering (send-otp's code); shutdown and tests wait with idle(). */
    afterResponse: AfterResponse;
  }
}

/**
 * Work that must not delay the answer, because its duration would tell something (send-otp: issuing
 * and sending a code happens only for a real account; decision 014). It starts after the current I/O
 * phase, failures are logged, and idle() lets shutdown (and tests) wait for what is still running.
 */
export interface AfterResponse {
  run(name: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

/** A database error's message holds the query and its parameters (personal data): log its code only. */
const errorCodeOf = (err: unknown): string =>
  err instanceof Error ? String((err as { code?: unknown }).code ?? err.name) : 'unknown';

export function createAfterResponse(logger: Logger): AfterResponse {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) =>
          logger.error({ task: name, error: errorCodeOf(err) }, 'after-response task failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
