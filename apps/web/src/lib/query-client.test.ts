import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FreshQueryClient } from './query-client';

/** A query function whose answers the test releases one by one: what the server had when it read. */
function controlledSource() {
  const pending: Array<(value: string) => void> = [];
  let reads = 0;
  return {
    queryFn: () => {
      reads += 1;
      return new Promise<string>((resolve) => pending.push(resolve));
    },
    answer: (index: number, value: string) => pending[index]!(value),
    reads: () => reads,
  };
}

/** Observes `key` as a component on screen would. */
function watch(client: QueryClient, key: string[], queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey: key, queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  return { unsubscribe, current: () => observer.getCurrentResult() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('invalidation during a first fetch', () => {
  it('reads again: the answer read before the change never stays', async () => {
    const client = new FreshQueryClient();
    const source = controlledSource();
    const view = watch(client, ['chat'], source.queryFn);
    await flush();
    expect(source.reads()).toBe(1);

    // A message is sent while the chat loads; the first read had started before it.
    const invalidated = client.invalidateQueries({ queryKey: ['chat'] });
    source.answer(0, 'no messages yet');
    await flush();
    expect(source.reads()).toBe(2);
    source.answer(1, 'the message');
    await invalidated;

    expect(view.current().data).toBe('the message');
    expect(view.current().status).toBe('success');
    view.unsubscribe();
  });

  it('is needed: TanStack alone keeps the first answer', async () => {
    const client = new QueryClient();
    const source = controlledSource();
    const view = watch(client, ['chat'], source.queryFn);
    await flush();
    const invalidated = client.invalidateQueries({ queryKey: ['chat'] });
    source.answer(0, 'no messages yet');
    await invalidated;
    await flush();
    expect(source.reads()).toBe(1);
    expect(view.current().data).toBe('no messages yet');
    view.unsubscribe();
  });

  it('leaves a fetch nothing shows to finish, and refetches a query that has data as before', async () => {
    const client = new FreshQueryClient();
    const source = controlledSource();
    const awaited = client.fetchQuery({ queryKey: ['search'], queryFn: source.queryFn });
    await client.invalidateQueries({ queryKey: ['search'] });
    source.answer(0, 'results');
    await expect(awaited).resolves.toBe('results');

    const view = watch(client, ['search'], source.queryFn);
    await flush();
    const invalidated = client.invalidateQueries({ queryKey: ['search'] });
    await flush();
    source.answer(source.reads() - 1, 'new results');
    await invalidated;
    await flush();
    expect(view.current().data).toBe('new results');
    view.unsubscribe();
  });
});
