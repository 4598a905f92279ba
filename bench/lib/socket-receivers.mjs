// The socket.io clients of the realtime benchmarks (P7, P12), spread over child processes of their own
// (`socket-receiver-child.mjs`). With every socket in the process that also sends the requests, each
// sample waited for that process's own work (the next fetch, JSON of 1,000 sockets' frames, timers)
// before it was stamped: the benchmark measured itself. Here a child only stamps each event's arrival
// (wall clock) and hands the samples over at the end; its CPU time and event-loop delay are reported
// beside the figures, so a receiver that could not keep up is visible.
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const childScript = fileURLToPath(new URL('./socket-receiver-child.mjs', import.meta.url));

/** Wall clock in ms with sub-millisecond precision, comparable across the benchmark's processes. */
export const wallNow = () => performance.timeOrigin + performance.now();

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN;
export const round1 = (n) => Number(Number(n).toFixed(1));
/** p50/p95/p99/max of a list of ms, rounded to 0.1 ms. */
export function spread(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  return {
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    p99: round1(percentile(sorted, 0.99)),
    max: round1(sorted.at(-1) ?? NaN),
  };
}

function ask(child, message, answer) {
  return new Promise((resolve, reject) => {
    const onMessage = (reply) => {
      if (reply.type !== answer) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(reply);
    };
    const onExit = (code) => reject(new Error(`socket receiver exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(message);
  });
}

/**
 * Connects `targets` ([{ url, auth, tag }]) in `processes` children (BENCH_RECEIVERS, default: one per
 * core). Each `event` is stamped as [tag, receivedAt, ...the payload's `fields` (dotted paths)].
 */
export async function startReceivers(targets, { event, fields, processes }) {
  const count = Math.max(
    1,
    Number(processes ?? process.env.BENCH_RECEIVERS ?? Math.min(2, availableParallelism())),
  );
  const children = Array.from({ length: count }, () =>
    fork(childScript, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  await Promise.all(
    children.map((child, c) =>
      ask(
        child,
        { type: 'connect', targets: targets.filter((_, i) => i % count === c), event, fields },
        'connected',
      ),
    ),
  );
  return {
    processes: count,
    /** Forgets what arrived so far and starts counting CPU and event-loop delay. */
    start: () => Promise.all(children.map((child) => ask(child, { type: 'start' }, 'started'))),
    /** How many events have arrived since `start`. */
    async received() {
      const replies = await Promise.all(children.map((child) => ask(child, { type: 'count' }, 'count')));
      return replies.reduce((sum, r) => sum + r.n, 0);
    },
    /** Waits until `expected` events arrived, or `quietMs` passed without a new one. */
    async settle(expected, quietMs = 10_000) {
      let last = -1;
      for (let waited = 0; waited < quietMs; waited += 250) {
        const n = await this.received();
        if (n >= expected) return;
        if (n !== last) [last, waited] = [n, 0];
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    /** Every sample, the children's CPU time (ms) and their worst event-loop delay figures. */
    async collect() {
      const replies = await Promise.all(children.map((child) => ask(child, { type: 'collect' }, 'samples')));
      return {
        samples: replies.flatMap((r) => r.samples),
        cpuMs: Math.round(replies.reduce((sum, r) => sum + r.cpuMs, 0)),
        loopDelayMs: {
          p99: round1(Math.max(...replies.map((r) => r.loopDelayMs.p99))),
          max: round1(Math.max(...replies.map((r) => r.loopDelayMs.max))),
        },
      };
    },
    async close() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', resolve);
              child.send({ type: 'close' });
            }),
        ),
      );
    },
  };
}
