import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { TerminateMissionDialog } from './terminate-mission-dialog';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const reasons = [
  { id: 9, name: 'الشحنات غير جاهزة للاستلام', needs_note: false },
  { id: 14, name: 'سبب آخر', needs_note: true },
];

/** The API: the termination reasons, and terminate answering success (remembering what was sent). */
function stubApi() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('termination-reasons')) return jsonResponse(200, { success: 1, feed: reasons });
    return jsonResponse(200, { success: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('terminate mission dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs a reason and the client’s own words, 10 characters or more', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const onTerminated = vi.fn();
    renderWithProviders(
      <TerminateMissionDialog
        mission={{ id: 5, code: '5000005' }}
        opened
        onClose={() => undefined}
        onTerminated={onTerminated}
      />,
    );
    const reason = await screen.findByLabelText(/^السبب/);
    await waitFor(() => expect(reason).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'إلغاء المهمة' }));
    // The reason and the words, each with its error at once.
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);

    await user.selectOptions(reason, '14');
    const note = screen.getByLabelText(/^اكتب السبب/);
    await user.type(note, 'قصير');
    await user.click(screen.getByRole('button', { name: 'إلغاء المهمة' }));
    expect(await screen.findByText('أدخل 10 أحرف على الأقل')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('mission/terminate'))).toBe(false);

    await user.type(note, ' لم نعد نحتاج هذه المهمة');
    await user.click(screen.getByRole('button', { name: 'إلغاء المهمة' }));
    await waitFor(() => expect(onTerminated).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('mission/terminate'))!;
    expect(String(call[0])).toBe('/api/client/mission/terminate?id=5&reason_id=14');
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      reason: 'قصير لم نعد نحتاج هذه المهمة',
    });
  });

  it('asks for the words whichever reason is picked (spec §5: the list helps, it does not replace them)', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    const onTerminated = vi.fn();
    renderWithProviders(
      <TerminateMissionDialog
        mission={{ id: 6, code: '5000006' }}
        opened
        onClose={() => undefined}
        onTerminated={onTerminated}
      />,
    );
    const reason = await screen.findByLabelText(/^السبب/);
    await waitFor(() => expect(reason).toHaveProperty('disabled', false));
    await user.selectOptions(reason, '9');
    await user.click(screen.getByRole('button', { name: 'إلغاء المهمة' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('mission/terminate'))).toBe(false);

    await user.type(screen.getByLabelText(/^اكتب السبب/), 'الشحنات لم تجهز بعد عندنا');
    await user.click(screen.getByRole('button', { name: 'إلغاء المهمة' }));
    await waitFor(() => expect(onTerminated).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('mission/terminate'))!;
    expect(String(call[0])).toBe('/api/client/mission/terminate?id=6&reason_id=9');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ reason: 'الشحنات لم تجهز بعد عندنا' });
  });
});
