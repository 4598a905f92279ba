import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFromFields, sessionStore } from '@/lib/session-store';
import type { SocketHandlers } from '@/lib/socket';
import { sessionFields } from '@/test/fixtures';
import { SessionServices } from './session-services';

const handlers: SocketHandlers[] = [];
vi.mock('@/lib/socket', () => ({
  connectSocket: vi.fn(async (_token: string, h: SocketHandlers) => {
    handlers.push(h);
    return null;
  }),
  disconnectSocket: vi.fn(),
  reportActivity: vi.fn(),
  onSocketEvent: vi.fn(() => () => undefined),
}));
vi.mock('./idle-watcher', () => ({ IdleWatcher: () => null }));

afterEach(() => {
  handlers.splice(0);
  sessionStore.clear();
});

describe('session services: staff suspend the client', () => {
  it('updates the stored isFreezed at once and refetches, without logging in again', async () => {
    const session = sessionFromFields(sessionFields({ is_freezed: 0 }));
    sessionStore.set(session);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <SessionServices token={session.token} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(handlers).toHaveLength(1));
    handlers[0]!.onFreezed!(1);
    expect(sessionStore.get()).toMatchObject({ token: session.token, isFreezed: 1 });
    expect(invalidate).toHaveBeenCalled();
    handlers[0]!.onFreezed!(0);
    expect(sessionStore.get()?.isFreezed).toBe(0);
  });

  it('ignores the event for a session that is no longer the stored one', async () => {
    const session = sessionFromFields(sessionFields({ is_freezed: 0 }));
    sessionStore.set(session);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionServices token="another-token" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(handlers).toHaveLength(1));
    handlers[0]!.onFreezed!(1);
    expect(sessionStore.get()?.isFreezed).toBe(0);
  });
});
