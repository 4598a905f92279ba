/** Counts the event loop's turns (a chain of setImmediate callbacks) until `stop`. */
export function countTurns(): { readonly turns: number; stop(): number } {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get turns() {
      return turns;
    },
    stop() {
      running = false;
      return turns;
    },
  };
}

/** The event loop's turns while `work` runs. */
export async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  const counter = countTurns();
  try {
    await work();
  } finally {
    counter.stop();
  }
  return counter.turns;
}
