import { describe, expect, it } from 'vitest';
import { createActionQueue, memoryQueueStore, type QueuedAction, type SendResult } from './action-queue';

const action = (key: string, at: number, orderId = at): QueuedAction => ({
  key,
  at,
  kind: 'fail',
  orderId,
  orderCode: `C${orderId}`,
  body: { reason: 'refused' },
});

/** A server that answers from a script and records what it was sent. */
function fakeServer() {
  const sent: string[] = [];
  let online = false;
  const refusedKeys = new Map<string, string>();
  const send = async (a: QueuedAction): Promise<SendResult> => {
    if (!online) return { offline: true };
    sent.push(a.key);
    const refused = refusedKeys.get(a.key);
    return refused ? { refused } : { done: true };
  };
  return { sent, send, setOnline: (v: boolean) => (online = v), refusedKeys };
}

describe('the captain app action queue', () => {
  it('keeps actions made offline, counts them, and sends them in order once the network returns', async () => {
    const server = fakeServer();
    const queue = createActionQueue(memoryQueueStore(), server.send);
    await queue.enqueue(action('b', 2));
    await queue.enqueue(action('a', 1));
    await queue.enqueue(action('c', 3));
    expect(queue.get().pending.map((a) => a.key)).toEqual(['a', 'b', 'c']);
    expect(server.sent).toEqual([]);
    server.setOnline(true);
    await queue.flush();
    expect(server.sent).toEqual(['a', 'b', 'c']);
    expect(queue.get().pending).toEqual([]);
  });

  it('sends each action once even when flushes overlap', async () => {
    const server = fakeServer();
    const queue = createActionQueue(memoryQueueStore(), server.send);
    await queue.enqueue(action('a', 1));
    await queue.enqueue(action('b', 2));
    server.setOnline(true);
    await Promise.all([queue.flush(), queue.flush(), queue.flush()]);
    expect(server.sent).toEqual(['a', 'b']);
  });

  it('picks up what a previous page left in the store', async () => {
    const store = memoryQueueStore();
    await store.put(action('old', 1));
    const server = fakeServer();
    server.setOnline(true);
    const queue = createActionQueue(store, server.send);
    await queue.flush();
    expect(server.sent).toEqual(['old']);
    expect(await store.all()).toEqual([]);
  });

  it('shows a refusal (the office moved the order) in words and goes on with the next action', async () => {
    const server = fakeServer();
    const queue = createActionQueue(memoryQueueStore(), server.send);
    await queue.enqueue(action('a', 1, 7));
    await queue.enqueue(action('b', 2));
    server.refusedKeys.set('a', 'The office moved this order meanwhile');
    server.setOnline(true);
    await queue.flush();
    expect(server.sent).toEqual(['a', 'b']);
    expect(queue.get().refusals).toEqual([
      { key: 'a', orderCode: 'C7', message: 'The office moved this order meanwhile' },
    ]);
    queue.dismiss('a');
    expect(queue.get().refusals).toEqual([]);
  });

  it('stops at the first action the network drops and keeps it and those after it', async () => {
    let calls = 0;
    const queue = createActionQueue(memoryQueueStore(), async () =>
      ++calls >= 2 ? { offline: true } : { done: true },
    );
    await queue.enqueue(action('a', 1));
    await queue.enqueue(action('b', 2));
    await queue.enqueue(action('c', 3));
    await queue.flush();
    expect(queue.get().pending.map((a) => a.key)).toEqual(['b', 'c']);
  });
});
