import { setImmediate as nextTurn } from 'node:timers/promises';

/** Items per turn: 500 of an import's rows are ~10 ms of reading or checking on this machine. */
export const itemsPerBreath = 500;

/**
 * Loops over thousands of items in one go hold the event loop: while a spreadsheet's 20,000 rows are
 * read and checked (~0.7 s on PostgreSQL's server), every other request of every merchant waits. A
 * breather gives the loop a turn every `every` calls, so the wait is a slice of ~10 ms (docs/quality.md
 * P3, P5; decision 034). It is not asynchronous in between: `await` on its undefined is one microtask.
 */
export function breather(every = itemsPerBreath): () => Promise<void> | undefined {
  let calls = 0;
  return () => (++calls % every === 0 ? nextTurn() : undefined);
}

/** Calls `each` on every item, giving the event loop a turn every `every` items. */
export async function forEachBreathing<T>(
  items: Iterable<T>,
  each: (item: T) => void,
  every = itemsPerBreath,
): Promise<void> {
  const breathe = breather(every);
  for (const item of items) {
    each(item);
    await breathe();
  }
}
