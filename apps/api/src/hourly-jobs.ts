import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

const everyMs = 60 * 60 * 1000;

/** One hourly job: its work, the log line of its result (named `key`), and the one of its failure. */
export interface HourlyJob {
  run: () => Promise<unknown>;
  key: string;
  done: string;
  failed: string;
}

/** Runs each job every hour, never keeping the process alive; stops when the app closes. */
export function scheduleHourly(app: FastifyInstance, logger: Logger, jobs: HourlyJob[]): void {
  const timer = setInterval(() => {
    for (const job of jobs) {
      job
        .run()
        .then((result) => logger.info({ [job.key]: result }, job.done))
        .catch((err: unknown) => logger.error({ err }, job.failed));
    }
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
