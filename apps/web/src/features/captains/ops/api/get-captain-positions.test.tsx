import { captainPositionEvent, type CaptainPosition } from '@courier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { getCaptains } from './get-captains';
import { useCaptainPositions } from './get-captain-positions';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/ops-socket', () => ({
  onOpsSocketEvent: (event: string, listener: (payload: unknown) => void) => {
    handlers.set(event, listener);
    return () => handlers.delete(event);
  },
}));

const at = '2026-12-06T10:00:00.000Z';
const pin = (captain_id: number, name: string, lat: number): CaptainPosition => ({
  captain_id,
  name,
  phone: `0100000000${captain_id}`,
  lat,
  lng: 31.2,
  accuracy: null,
  at,
});

function renderPositions(first: CaptainPosition[] | Promise<never>) {
  const fetchMock = vi.fn(async (_url: string) =>
    first instanceof Promise ? first : jsonResponse(200, { success: 1, feed: first }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { fetchMock, client, ...renderHook(() => useCaptainPositions(), { wrapper }) };
}

describe('the captains map’s positions (decision 066)', () => {
  it('moves one captain’s pin on his live event, keeps the list by name, and fetches nothing more', async () => {
    const { result, fetchMock, unmount } = renderPositions([pin(1, 'Bilal', 30), pin(2, 'Omar', 30)]);
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ops/captains/positions');

    act(() => handlers.get(captainPositionEvent)!(pin(2, 'Omar', 30.5)));
    await waitFor(() => expect(result.current.data).toEqual([pin(1, 'Bilal', 30), pin(2, 'Omar', 30.5)]));
    // A captain who starts sharing appears in his place by name.
    act(() => handlers.get(captainPositionEvent)!(pin(3, 'Adel', 29.9)));
    await waitFor(() => expect(result.current.data?.map((p) => p.name)).toEqual(['Adel', 'Bilal', 'Omar']));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    unmount();
    expect(handlers.has(captainPositionEvent)).toBe(false);
  });

  it('does not make a list of one out of an event that comes before the first answer', () => {
    const { client } = renderPositions(new Promise<never>(() => undefined));
    act(() => handlers.get(captainPositionEvent)!(pin(2, 'Omar', 30.5)));
    expect(client.getQueryData(['ops-captains', 'positions'])).toBeUndefined();
  });
});

describe('the captains list call', () => {
  it('sends only the filters that are set', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      jsonResponse(200, { success: 1, feed: [], feed_count: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await getCaptains({ page: 2, perPage: 25, filters: { search: '', active: '1' } });
    await getCaptains({ page: 1, perPage: 25, filters: { search: 'عمر' } });
    expect(fetchMock.mock.calls.map(([url]) => decodeURIComponent(url))).toEqual([
      '/api/ops/captains?page=2&perPage=25&active=1',
      '/api/ops/captains?page=1&perPage=25&search=عمر',
    ]);
  });
});
