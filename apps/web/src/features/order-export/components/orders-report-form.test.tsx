import { orderStatusLabelKey, translate } from '@courier/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import orderFilesAr from '@/locales/ar/order-files.json';
import { renderWithProviders } from '@/test/render';
import { OrdersReportForm } from './orders-report-form';

const t = orderFilesAr.report;

/** The API answers the export with a small xlsx; the browser's "save" is watched, not performed. */
function stubExport() {
  const fetchMock = vi.fn(
    async () =>
      new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  globalThis.URL.createObjectURL ??= () => 'blob:x';
  globalThis.URL.revokeObjectURL ??= () => undefined;
  const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { fetchMock, saved };
}

const field = (text: string) => screen.getByLabelText(new RegExp(`^${text}`)) as HTMLInputElement;

async function setDay(user: ReturnType<typeof userEvent.setup>, label: string, day: string) {
  await user.clear(field(label));
  await user.type(field(label), day);
}

afterEach(() => vi.restoreAllMocks());

describe("the orders' excel report", { timeout: 30_000 }, () => {
  it('sends the chosen days and status and saves the file under its range', async () => {
    const { fetchMock, saved } = stubExport();
    const user = userEvent.setup();
    renderWithProviders(<OrdersReportForm />);

    await setDay(user, t.dateFrom, '2026-10-01');
    await setDay(user, t.dateTo, '2026-10-31');
    await user.selectOptions(field(t.status), translate(orderStatusLabelKey('returned'), 'ar'));
    await user.click(screen.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(saved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/client/order/export-my-orders');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      date_from: '2026-10-01',
      date_to: '2026-10-31',
      type: '6',
    });
    const link = saved.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(t.fileName.replace('{{from}}', '2026-10-01').replace('{{to}}', '2026-10-31'));
  });

  it('sends no status for "all statuses", and refuses an end before the start in both languages', async () => {
    const { fetchMock } = stubExport();
    const user = userEvent.setup();
    renderWithProviders(<OrdersReportForm />);

    expect(field(t.status).value).toBe('');
    await setDay(user, t.dateFrom, '2026-10-31');
    await setDay(user, t.dateTo, '2026-10-01');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(translate('validation.dateRange', 'ar'))).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(await screen.findByText(translate('validation.dateRange', 'en'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await act(() => setLanguage('ar'));
    await setDay(user, t.dateTo, '2026-11-01');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.has('type')).toBe(false);
  });
});
