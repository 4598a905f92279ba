import { opsDeskChangedEvent } from '@courier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOpsDashboardLive } from './use-ops-dashboard-live';

const handlers = new Map<string, () => void>();
vi.mock('@/lib/ops-socket', () => ({
  onOpsSocketEvent: (event: string, listener: () => void) => {
    handlers.set(event, listener);
    return () => handlers.delete(event);
  },
}));

describe('useOpsDashboardLive', () => {
  afterEach(() => vi.useRealTimers());

  it('refetches at the start and once at the end of a burst of desk events, not once per event', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useOpsDashboardLive(1_000), { wrapper });
    expect([...handlers.keys()]).toContain(opsDeskChangedEvent);
    expect([...handlers.keys()]).toContain('ticket:changed');

    for (let i = 0; i < 100; i++) handlers.get(opsDeskChangedEvent)!();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['ops-dashboard'] });
    vi.advanceTimersByTime(1_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    // A lone event later refreshes at once.
    handlers.get('chat:message')!();
    expect(invalidate).toHaveBeenCalledTimes(3);
    unmount();
    expect(handlers.size).toBe(0);
  });
});
