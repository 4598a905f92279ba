import { translate, type StaffAccount } from '@courier/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import opsTexts from '@/locales/ar/ops.json';
import staffTexts from '@/locales/ar/ops-staff.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { StaffFormDialog } from './staff-form-dialog';

const member: StaffAccount = {
  id: 7,
  name: 'هالة',
  email: 'hala@courier.test',
  role: 'ops',
  active: 1,
  last_login_at: null,
  created_at: '2026-11-01T10:00:00Z',
};

/** Every change answers with the member as the admin's request left it. */
function stubStaffApi() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Partial<StaffAccount>;
    return jsonResponse(200, { success: 1, feed: { ...member, ...body } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const t = staffTexts;
const sent = (fetchMock: ReturnType<typeof stubStaffApi>) =>
  fetchMock.mock.calls.map(([url, init]) => [
    String(url).replace(/^.*\/api\/ops\//, ''),
    JSON.parse(String(init?.body ?? '{}')),
  ]);

describe("the console's staff form", { timeout: 30_000 }, () => {
  beforeAll(() => {
    // The console loads its texts when it opens (app/ops/ops-texts.ts); here they are added directly.
    i18n.addResourceBundle('ar', 'ops', opsTexts);
    i18n.addResourceBundle('ar', 'ops-staff', staffTexts);
  });

  it("changes a member's role with one POST to its role URL", async () => {
    const fetchMock = stubStaffApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StaffFormDialog mode="role" member={member} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: t.titles.role.replace('{{name}}', 'هالة') });
    await user.selectOptions(within(dialog).getByLabelText(new RegExp(`^${t.fields.role}`)), 'support');
    await user.click(within(dialog).getByRole('button', { name: t.submit.role }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock)).toEqual([['staff/7/role', { role: 'support' }]]);
  });

  it('refuses a new password under eight characters, then sets a good one', async () => {
    const fetchMock = stubStaffApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StaffFormDialog mode="password" member={member} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog');
    const password = within(dialog).getByLabelText(new RegExp(`^${t.fields.newPassword}`));
    await user.type(password, 'short');
    await user.click(within(dialog).getByRole('button', { name: t.submit.password }));
    expect(await within(dialog).findByText(translate('validation.minLength8', 'ar'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(password, '-but-long-now');
    await user.click(within(dialog).getByRole('button', { name: t.submit.password }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock)).toEqual([['staff/7/password', { password: 'short-but-long-now' }]]);
  });
});
