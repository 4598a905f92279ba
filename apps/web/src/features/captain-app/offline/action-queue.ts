/**
 * The captain's actions waiting for the network (issue 37 point 6, decision 061): kept on the phone
 * (IndexedDB in the app, memory in tests), sent one at a time in the order they were made, each with its
 * own Idempotency-Key, so a send whose answer was lost and is sent again is done once by the server.
 */
export interface QueuedAction {
  /** The Idempotency-Key: one per action, made when the captain acted. */
  key: string;
  /** Queue order: when the captain acted (ms), then the key. */
  at: number;
  kind: 'deliver' | 'fail';
  orderId: number;
  /** What the order was (its code), for the words of a conflict. */
  orderCode: string;
  body: unknown;
  /**
   * The action's image (a photo or signature proof, a failed attempt's photo; decision 065), kept with it
   * in IndexedDB as a Blob and sent with it as multipart: the body in `data`, the image in `file`.
   */
  file?: { blob: Blob; name: string } | undefined;
}

/** Where waiting actions are kept. */
export interface QueueStore {
  all(): Promise<QueuedAction[]>;
  put(action: QueuedAction): Promise<void>;
  remove(key: string): Promise<void>;
}

/**
 * What became of one send: done; offline (the network is still away: keep it and stop); refused (the
 * server said no, in words: a conflict with the office or a wrong code; dropped and shown).
 */
export type SendResult = { done: true } | { offline: true } | { refused: string };

/** An action the server refused after it was queued: shown to the captain in words until he dismisses it. */
export interface Refusal {
  key: string;
  orderCode: string;
  message: string;
}

export interface QueueState {
  pending: QueuedAction[];
  refusals: Refusal[];
}

export const memoryQueueStore = (): QueueStore => {
  const rows = new Map<string, QueuedAction>();
  return {
    all: async () => [...rows.values()],
    put: async (a) => void rows.set(a.key, a),
    remove: async (key) => void rows.delete(key),
  };
};

const inOrder = (a: QueuedAction, b: QueuedAction) => a.at - b.at || a.key.localeCompare(b.key);

export function createActionQueue(store: QueueStore, send: (action: QueuedAction) => Promise<SendResult>) {
  let state: QueueState = { pending: [], refusals: [] };
  const listeners = new Set<() => void>();
  const publish = (next: QueueState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  let flushing: Promise<void> | null = null;
  let loaded = false;

  async function load() {
    if (loaded) return;
    loaded = true;
    publish({ ...state, pending: (await store.all()).sort(inOrder) });
  }

  async function drain() {
    await load();
    for (;;) {
      const next = state.pending[0];
      if (!next) return;
      const result = await send(next);
      if ('offline' in result) return;
      await store.remove(next.key);
      publish({
        pending: state.pending.filter((a) => a.key !== next.key),
        refusals:
          'refused' in result
            ? [...state.refusals, { key: next.key, orderCode: next.orderCode, message: result.refused }]
            : state.refusals,
      });
    }
  }

  /** Sends what waits, in order; one pass at a time (a second call waits for the running one, then runs). */
  async function flush(): Promise<void> {
    while (flushing) await flushing;
    flushing = drain().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    /**
     * Keeps the action (it survives a closed tab) and answers; sending it, after what waits before it,
     * goes on in the background (`flush` to wait for it).
     */
    async enqueue(action: QueuedAction): Promise<void> {
      await load();
      await store.put(action);
      publish({ ...state, pending: [...state.pending, action].sort(inOrder) });
      void flush().catch(() => undefined);
    },
    flush,
    load,
    dismiss(key: string) {
      publish({ ...state, refusals: state.refusals.filter((r) => r.key !== key) });
    },
    get: (): QueueState => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ActionQueue = ReturnType<typeof createActionQueue>;
