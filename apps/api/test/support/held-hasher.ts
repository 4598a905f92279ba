import { demoPassword } from '../../src/db/seed/seed';
import type { PasswordHasher } from '../../src/modules/auth/passwords';

/**
 * A password hasher for tests about how many checks run: instant (the demo password is the only right
 * one), counted, and able to hold every check until the test lets them finish.
 */
export function heldHasher() {
  const state = { calls: 0, active: 0, most: 0 };
  let hold: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const hasher: PasswordHasher = {
    hash: async (password) => `test$${password}`,
    async verify(password) {
      state.calls += 1;
      state.active += 1;
      state.most = Math.max(state.most, state.active);
      if (hold) await hold;
      state.active -= 1;
      return password === demoPassword;
    },
    dummyHash: async () => 'test$dummy',
    needsRehash: () => false,
  };
  return {
    hasher,
    state,
    hold() {
      hold = new Promise((resolve) => (open = resolve));
    },
    release() {
      hold = null;
      open();
    },
  };
}

/** Waits (by polling, a few ms at a time) until `condition` holds; fails after about 10 s. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** Starts requests at once and counts those already answered. */
export function startAll<T>(requests: Array<() => Promise<T>>) {
  let answered = 0;
  const all = requests.map((r) =>
    r().then((value) => {
      answered += 1;
      return value;
    }),
  );
  return { all, answered: () => answered };
}
