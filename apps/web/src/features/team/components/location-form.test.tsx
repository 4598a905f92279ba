import { translate } from '@courier/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentPosition } from '@/lib/geolocation';
import { setLanguage } from '@/lib/i18n';
import teamAr from '@/locales/ar/team.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { LocationForm } from './location-form';

// The browser's position is the test's to give; the map (Leaflet) is not what these tests are about.
vi.mock('@/lib/geolocation', () => ({ currentPosition: vi.fn() }));
vi.mock('./location-map', () => ({ LocationMap: () => null }));

const t = teamAr.locations;
const field = (text: string) => screen.getByLabelText(new RegExp(`^${text.replace(/[()]/g, '\\$&')}`));

/** `PUT /locations` answers with the location it saved (id 9), or with `answer` when given. */
function stubSave(answer?: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (answer) return answer;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    return jsonResponse(200, { success: 1, feed: { id: 9, ...body } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe("the team's pickup location form", { timeout: 30_000 }, () => {
  it("puts the browser's position, rounded to six places, into the fields and saves it", async () => {
    vi.mocked(currentPosition).mockResolvedValue({ latitude: 30.04441961234, longitude: 31.23571129876 });
    const fetchMock = stubSave();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LocationForm location={null} onSaved={onSaved} />);

    await user.type(field(t.region), 'المعادي');
    await user.click(screen.getByRole('button', { name: t.useMyPosition }));
    await waitFor(() => expect((field(t.latitude) as HTMLInputElement).value).toBe('30.04442'));
    expect((field(t.longitude) as HTMLInputElement).value).toBe('31.235711');
    expect((field(t.radius) as HTMLInputElement).value).toBe('300');
    await user.click(screen.getByRole('button', { name: t.save }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/client/locations');
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      region: 'المعادي',
      latitude: 30.04442,
      longitude: 31.235711,
      radius: 300,
    });
  });

  it('says so when the browser gives no position, and refuses a latitude out of range in both languages', async () => {
    vi.mocked(currentPosition).mockResolvedValue(null);
    const fetchMock = stubSave();
    const user = userEvent.setup();
    renderWithProviders(<LocationForm location={null} onSaved={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: t.useMyPosition }));
    expect(await screen.findByText(t.noPosition)).toBeTruthy();
    expect((field(t.latitude) as HTMLInputElement).value).toBe('');

    await user.type(field(t.region), 'المعادي');
    await user.type(field(t.latitude), '95');
    await user.type(field(t.longitude), '31.2');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(translate('validation.latitudeRange', 'ar'))).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(await screen.findByText(translate('validation.latitudeRange', 'en'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("edits a location under its id and puts the server's field errors on their fields", async () => {
    vi.mocked(currentPosition).mockResolvedValue(null);
    const fetchMock = stubSave(
      jsonResponse(422, {
        success: 0,
        code: 'VALIDATION_FAILED',
        error_msg: 'بعض الحقول غير صالحة',
        errors: { region: ['هذا الاسم مستخدم'] },
      }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <LocationForm
        location={{ id: 5, region: 'مدينة نصر', latitude: 30.05, longitude: 31.33, radius: 200 }}
        onSaved={onSaved}
      />,
    );

    expect((field(t.radius) as HTMLInputElement).value).toBe('200');
    await user.click(screen.getByRole('button', { name: t.save }));

    expect(await screen.findByText('هذا الاسم مستخدم')).toBeTruthy();
    expect(field(t.region).getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      id: 5,
      region: 'مدينة نصر',
    });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
