import { translate } from '@courier/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import trackingAr from '@/locales/ar/tracking.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { TrackingSearch } from './tracking-search';

const t = trackingAr;

const tracking = {
  code: 'RR123456789CN',
  carrier: 'China Post',
  status: 'InTransit',
  status_key: 'in_transit',
  status_label: 'في الطريق',
  origin: 'Shenzhen',
  destination: 'Cairo',
  events: [
    {
      time: '2026-11-03T08:00:00Z',
      status: 'InTransit_Arrival',
      status_key: 'in_transit',
      status_label: 'في الطريق',
      description: 'Arrived at Cairo hub',
      location: 'Cairo',
    },
    {
      time: '2026-11-01T08:00:00Z',
      status: 'InfoReceived',
      status_key: 'info_received',
      status_label: 'تم استلام البيانات',
      description: '',
      location: null,
    },
  ],
};

function stubSearch(answer: unknown = { success: 1, Tracking: [tracking] }) {
  const fetchMock = vi.fn(async () => jsonResponse(200, answer));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the international tracking search', { timeout: 30_000 }, () => {
  it('refuses a short code in both languages without asking the server', async () => {
    const fetchMock = stubSearch();
    const user = userEvent.setup();
    renderWithProviders(<TrackingSearch />);

    await user.type(screen.getByLabelText(new RegExp(`^${t.search.label}`)), 'rr1');
    await user.click(screen.getByRole('button', { name: t.search.submit }));
    expect(await screen.findByText(translate('tracking.codeShort', 'ar'))).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(await screen.findByText(translate('tracking.codeShort', 'en'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code as printed (upper case, trimmed) and shows the first result newest event first', async () => {
    const fetchMock = stubSearch();
    const user = userEvent.setup();
    renderWithProviders(<TrackingSearch />);

    await user.type(screen.getByLabelText(new RegExp(`^${t.search.label}`)), '  rr123456789cn ');
    await user.click(screen.getByRole('button', { name: t.search.submit }));

    const result = await screen.findByRole('region', { name: tracking.code });
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain(
      'order/international-search?code=RR123456789CN',
    );
    expect(within(result).getByText(`${t.result.carrier}: China Post`)).toBeTruthy();
    expect(
      within(result).getByText(t.result.route.replace('{{from}}', 'Shenzhen').replace('{{to}}', 'Cairo')),
    ).toBeTruthy();
    // The status in words, never the provider's own (InTransit) (issue 41.8).
    expect(within(result).getByText('في الطريق')).toBeTruthy();
    expect(within(result).queryByText('InTransit')).toBeNull();
    // An event without a description is named by its status, in words.
    const titles = within(result)
      .getAllByText(/Arrived at Cairo hub|تم استلام البيانات/)
      .map((node) => node.textContent);
    expect(titles).toEqual(['Arrived at Cairo hub', 'تم استلام البيانات']);
  });

  it('says so when the carrier has recorded no event yet', async () => {
    stubSearch({ success: 1, Tracking: [{ ...tracking, events: [] }] });
    const user = userEvent.setup();
    renderWithProviders(<TrackingSearch />);

    await user.type(screen.getByLabelText(new RegExp(`^${t.search.label}`)), 'RR123456789CN');
    await user.click(screen.getByRole('button', { name: t.search.submit }));
    await waitFor(() => expect(screen.getByText(t.result.noEvents)).toBeTruthy());
  });
});
