import { notificationPushEvent } from '@courier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptKeys } from '@/features/attempts/api/attempt-keys';
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import { missionKeys } from '@/features/missions/api/mission-keys';
import { orderKeys } from '@/features/orders/api/order-keys';
import { connectSocket, disconnectSocket, onSocketEvent } from '@/lib/socket';
import { useLiveInvalidation } from './live-invalidation';

// A socket.io client stand-in: the test plays the server by calling what the app gave to onAny.
const fake = vi.hoisted(() => ({ any: null as null | ((event: string, ...args: unknown[]) => void) }));
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: vi.fn(),
    onAny: (handler: (event: string, ...args: unknown[]) => void) => {
      fake.any = handler;
    },
    removeAllListeners: vi.fn(),
    disconnect: vi.fn(),
  }),
}));

afterEach(() => disconnectSocket());

function mount() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveInvalidation(), { wrapper });
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { hook, invalidated, invalidate };
}

describe('live invalidation: a pushed notification refreshes what it changed', () => {
  it("refetches orders and the dashboard's balance on an order move, missions on a mission move", async () => {
    await connectSocket('token-1', { onRevoked: vi.fn() });
    const { invalidated, invalidate } = mount();
    fake.any!(notificationPushEvent, { subject_kind: 'order', id: 1 });
    // A failed attempt opens a case of the centre: its lists and figures read again (decision 068).
    expect(invalidated()).toEqual([
      orderKeys.all,
      dashboardKeys.all,
      attemptKeys.lists,
      attemptKeys.figures(),
    ]);
    invalidate.mockClear();
    fake.any!(notificationPushEvent, { subject_kind: 'mission', id: 2 });
    expect(invalidated()).toEqual([missionKeys.all, orderKeys.all, dashboardKeys.all]);
    invalidate.mockClear();
    fake.any!(notificationPushEvent, { subject_kind: 'supply', id: 3 });
    expect(invalidated()).toContainEqual(dashboardKeys.all);
    invalidate.mockClear();
    fake.any!(notificationPushEvent, { subject_kind: null, id: 4 });
    fake.any!('other:event', { subject_kind: 'order' });
    expect(invalidated()).toEqual([]);
  });

  it('keeps listening across a new socket (a new login) and stops when unmounted', async () => {
    const { hook, invalidated, invalidate } = mount();
    await connectSocket('token-2', { onRevoked: vi.fn() });
    fake.any!(notificationPushEvent, { subject_kind: 'order', id: 5 });
    expect(invalidated()).toHaveLength(4);
    hook.unmount();
    invalidate.mockClear();
    fake.any!(notificationPushEvent, { subject_kind: 'order', id: 6 });
    expect(invalidated()).toEqual([]);
  });

  it('lets any number of listeners subscribe and unsubscribe', async () => {
    await connectSocket('token-3', { onRevoked: vi.fn() });
    const a = vi.fn();
    const b = vi.fn();
    const offA = onSocketEvent('x', a);
    onSocketEvent('x', b);
    fake.any!('x', 1, 2);
    offA();
    fake.any!('x', 3);
    expect(a.mock.calls).toEqual([[1, 2]]);
    expect(b.mock.calls).toEqual([[1, 2], [3]]);
  });
});
