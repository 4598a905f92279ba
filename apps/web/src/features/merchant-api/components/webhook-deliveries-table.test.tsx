import type { WebhookDelivery } from '@courier/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import settingsAr from '@/locales/ar/settings.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { WebhookDeliveriesTable } from './webhook-deliveries-table';

const t = settingsAr.webhooks;

function delivery(id: number, status: WebhookDelivery['event_status'], extra: Partial<WebhookDelivery> = {}) {
  return {
    id,
    event_id: `evt_${id}`,
    type: 'order.status_changed',
    event_status: status,
    attempted_at: `2026-11-0${id}T10:00:00Z`,
    url: 'https://shop.example/hook',
    status_code: 200,
    latency_ms: 1250,
    response_excerpt: 'ok',
    error: null,
    ...extra,
  } satisfies WebhookDelivery;
}

const log = [
  delivery(3, 'pending', { status_code: null, error: 'connect ECONNREFUSED' }),
  delivery(2, 'failed', { status_code: 500, response_excerpt: 'boom' }),
  delivery(1, 'delivered'),
];

function stubLog() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/resend') && init?.method === 'POST')
      return jsonResponse(200, { success: 1, feed: { event_id: 'evt_2' } });
    return jsonResponse(200, {
      success: 1,
      feed: { data: log, current_page: 1, last_page: 1, per_page: 15, total: log.length },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The row of one event, found by its id. */
const rowOf = (eventId: string) => screen.getByText(eventId).closest('tr')!;

describe('the webhook delivery log', { timeout: 30_000 }, () => {
  it('labels each attempt by its state, and offers a resend only for delivered or failed events', async () => {
    const fetchMock = stubLog();
    const user = userEvent.setup();
    // A desktop wide enough for every column: none folds into a row's details (decision 057).
    vi.stubGlobal('innerWidth', 1920);
    renderWithProviders(<WebhookDeliveriesTable />);
    await screen.findByText('evt_3', {}, { timeout: 5_000 });

    expect(within(rowOf('evt_3')).getByText(t.status.pending)).toBeTruthy();
    expect(within(rowOf('evt_2')).getByText(t.status.failed)).toBeTruthy();
    expect(within(rowOf('evt_1')).getByText(t.status.delivered)).toBeTruthy();
    // The receiver's answer: the error when there is one, else what it said.
    expect(within(rowOf('evt_3')).getByText('connect ECONNREFUSED')).toBeTruthy();
    expect(within(rowOf('evt_2')).getByText('boom')).toBeTruthy();

    const resendOf = (id: string) => t.resendEvent.replace('{{id}}', id);
    expect(screen.queryByRole('button', { name: resendOf('evt_3') })).toBeNull();
    expect(screen.getByRole('button', { name: resendOf('evt_1') })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: resendOf('evt_2') }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).includes('webhooks/evt_2/resend') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });
});
