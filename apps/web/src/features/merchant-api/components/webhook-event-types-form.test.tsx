import { webhookChosenEventTypes, type WebhookSettings } from '@courier/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import settingsAr from '@/locales/ar/settings.json';
import settingsEn from '@/locales/en/settings.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { WebhookEventTypesForm } from './webhook-event-types-form';

const ar = settingsAr.webhooks;
const all: WebhookSettings = {
  api_url: 'https://shop.example.com/hooks',
  api_token: null,
  signing_secret: '••••abcd',
  event_types: null,
  previous_secret_until: null,
};

/** The event-types call answers the settings with what it was sent. */
function stubServer() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { event_types: string[] | null };
    return jsonResponse(200, { success: 1, feed: { ...all, event_types: body.event_types } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sent = (fetchMock: ReturnType<typeof stubServer>, n = 0) =>
  JSON.parse(String(fetchMock.mock.calls[n]![1]!.body)) as { event_types: string[] | null };

describe('the webhook event types (decision 073)', { timeout: 30_000 }, () => {
  it('ticks every type by default and saves a narrower choice as its list', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<WebhookEventTypesForm settings={all} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(webhookChosenEventTypes.length);
    expect(boxes.every((box) => box.checked)).toBe(true);

    await user.click(screen.getByLabelText(ar.eventTypeNames.order_created));
    await user.click(screen.getByRole('button', { name: ar.eventTypesSave }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/client/link-with-apis/webhooks/event-types');
    expect(sent(fetchMock).event_types).toEqual(webhookChosenEventTypes.filter((t) => t !== 'order.created'));

    // Every box again: "all", so types added later are sent too.
    await user.click(screen.getByLabelText(ar.eventTypeNames.order_created));
    await user.click(screen.getByRole('button', { name: ar.eventTypesSave }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(fetchMock, 1).event_types).toBeNull();
  });

  it('refuses to save no type at all, in both languages, and sends nothing', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<WebhookEventTypesForm settings={{ ...all, event_types: ['ticket.replied'] }} />);
    await user.click(screen.getByLabelText(ar.eventTypeNames.ticket_replied));
    await user.click(screen.getByRole('button', { name: ar.eventTypesSave }));
    expect(await screen.findByText(ar.eventTypesRequired)).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(screen.getByLabelText(settingsEn.webhooks.eventTypeNames.ticket_replied)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
