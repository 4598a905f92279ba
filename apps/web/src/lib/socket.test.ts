import { afterEach, describe, expect, it, vi } from 'vitest';

type Auth = (send: (data: object) => void) => void;
const opened: { auth: Auth }[] = [];
/** The handlers the app put on the last socket, by event. */
const handlers = new Map<string, (...args: unknown[]) => void>();
vi.mock('socket.io-client', () => ({
  io: (options: { auth: Auth }) => {
    opened.push(options);
    const on = (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler);
    return { on, onAny: vi.fn(), removeAllListeners: vi.fn(), disconnect: vi.fn() };
  },
}));

const {
  connectSocket,
  disconnectSocket,
  forgetNotificationsSeen,
  noteNotificationSeen,
  notificationsUnsureEvent,
  onSocketEvent,
} = await import('./socket');
const handshake = (auth: Auth) => {
  const sent: object[] = [];
  auth((data) => sent.push(data));
  return sent;
};

// Every test starts from no socket, no bell answer and no recorded handlers, whichever ran before it.
afterEach(() => {
  disconnectSocket();
  forgetNotificationsSeen();
  opened.length = 0;
  handlers.clear();
  vi.useRealTimers();
});

describe('the socket handshake (decision 021, missed pushes)', () => {
  it("waits for the bell's fetch, then says the newest notification it saw", async () => {
    await connectSocket('token-1', { onRevoked: () => {} });
    const sent = handshake(opened[0]!.auth);
    await Promise.resolve();
    expect(sent).toEqual([]); // the bell has not answered yet: no handshake without its id
    noteNotificationSeen(0); // a new merchant's empty bell
    await vi.waitFor(() => expect(sent).toEqual([{ token: 'token-1', notifications_since: 0 }]));

    // A reconnect does not wait again, and carries what arrived since.
    noteNotificationSeen(42);
    const again = handshake(opened[0]!.auth);
    await vi.waitFor(() => expect(again).toEqual([{ token: 'token-1', notifications_since: 42 }]));
  });

  it('connects without an id when no bell answers within 3 s', async () => {
    vi.useFakeTimers();
    await connectSocket('token-2', { onRevoked: () => {} });
    const sent = handshake(opened[0]!.auth);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent).toEqual([{ token: 'token-2' }]);
  });

  it('asks the bell to read again once a socket joined without its id, and only then', async () => {
    const unsure = vi.fn();
    const stop = onSocketEvent(notificationsUnsureEvent, unsure);
    vi.useFakeTimers();
    await connectSocket('token-4', { onRevoked: () => {} });
    handshake(opened[0]!.auth);
    await vi.advanceTimersByTimeAsync(3_100); // the bell is slow: the handshake goes without an id
    handlers.get('connect')!();
    expect(unsure).toHaveBeenCalledTimes(1);

    // The bell answers; a reconnect carries its id and the bell is not asked again.
    noteNotificationSeen(7);
    const again = handshake(opened[0]!.auth);
    await vi.advanceTimersByTimeAsync(0);
    expect(again).toEqual([{ token: 'token-4', notifications_since: 7 }]);
    handlers.get('connect')!();
    expect(unsure).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('account:freezed (its payload checked by hand, no zod on the socket)', () => {
  it('passes on 0 or 1 and ignores any other payload, as accountFreezedPayloadSchema did', async () => {
    const onFreezed = vi.fn();
    await connectSocket('token-3', { onRevoked: () => {}, onFreezed });
    const freezed = handlers.get('account:freezed')!;
    freezed({ is_freezed: 1 });
    freezed({ is_freezed: 0 });
    for (const wrong of [null, 'x', {}, { is_freezed: '1' }, { is_freezed: true }, { is_freezed: 2 }])
      freezed(wrong);
    expect(onFreezed.mock.calls).toEqual([[1], [0]]);
  });
});
