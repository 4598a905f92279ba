import { translate, type ClientLocation } from '@courier/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import teamAr from '@/locales/ar/team.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { EmployeeForm } from './employee-form';

const locations: ClientLocation[] = [
  { id: 5, region: 'مدينة نصر', radius: 200, latitude: 30.05, longitude: 31.33 },
];

/** The API saves whatever it is sent and answers with the saved sub-user. */
function stubSave() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    return jsonResponse(200, {
      success: 1,
      feed: {
        id: 11,
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        client_attend_from_every_where: body.client_attend_from_every_where ?? 0,
        client_location_id: body.client_location_id ?? null,
        region: null,
        radius: null,
        created_at: '2026-01-01T00:00:00Z',
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const t = teamAr.employees;
const field = (text: string) => screen.getByLabelText(new RegExp(`^${text}`));

describe("the team's employee form", { timeout: 30_000 }, () => {
  it('refuses a bad phone in Arabic and in English, and sends nothing', async () => {
    const fetchMock = stubSave();
    const user = userEvent.setup();
    renderWithProviders(<EmployeeForm employee={null} locations={locations} onDone={vi.fn()} />);

    await user.type(field(t.name), 'سارة');
    await user.type(field(t.email), 'sara@demo.test');
    await user.type(field(t.password), 'Secret123!');
    await user.type(field(t.phone), '0101234567');
    await user.click(screen.getByRole('button', { name: t.add }));

    expect(await screen.findByText(translate('validation.phoneLength', 'ar'))).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(await screen.findByText(translate('validation.phoneLength', 'en'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a pickup location once "from everywhere" is off, then posts the body of user/add', async () => {
    const fetchMock = stubSave();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EmployeeForm employee={null} locations={locations} onDone={onDone} />);

    await user.type(field(t.name), 'سارة');
    await user.type(field(t.email), 'sara@demo.test');
    await user.type(field(t.password), 'Secret123!');
    await user.type(field(t.phone), '01012345678');
    expect(screen.queryByLabelText(new RegExp(`^${t.location}`))).toBeNull();
    await user.click(screen.getByRole('switch', { name: t.everywhere }));
    const location = field(t.location);
    await user.click(screen.getByRole('button', { name: t.add }));
    await waitFor(() => expect(location.getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(location, '5');
    await user.click(screen.getByRole('button', { name: t.add }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/client/user/add');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      name: 'سارة',
      email: 'sara@demo.test',
      phone: '01012345678',
      password: 'Secret123!',
      client_attend_from_every_where: 0,
      client_location_id: 5,
    });
  });
});
