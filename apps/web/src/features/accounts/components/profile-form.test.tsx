import { translate, type Profile } from '@courier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import settingsAr from '@/locales/ar/settings.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProfileForm } from './profile-form';

const t = settingsAr;

function profile(master: 0 | 1): Profile {
  return {
    // A phone saved before today's rules: left alone, it is neither checked nor sent.
    user: { id: 7, name: 'أحمد علي', email: 'merchant@demo.test', phone: '12345' },
    user_client: {
      client: {
        id: 3,
        name: 'متجر التجربة',
        phone1: '01001234567',
        phone2: '01101234567',
        address: '12 شارع عباس العقاد',
        is_freezed: 0,
        has_company: 0,
      },
    },
    master,
    sub_client: 0,
    sub_user: master === 1 ? 0 : 1,
    responsibleBranch: null,
    government: null,
    have_stock: 0,
    new_support_system_user: 0,
    support_system_user_id: null,
  };
}

function stubSave(answer: Profile) {
  const fetchMock = vi.fn(async () => jsonResponse(200, { success: 1, feed: answer }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A field by its label, with or without the required mark. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('the profile form', { timeout: 30_000 }, () => {
  it('sends only what changed, an emptied field as null, and leaves an old value unchecked', async () => {
    const fetchMock = stubSave(profile(1));
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={profile(1)} onDone={onDone} />);

    await user.clear(field(t.mainInfo.clientName));
    await user.type(field(t.mainInfo.clientName), 'متجر النور');
    await user.clear(field(t.mainInfo.phone2));
    await user.click(screen.getByRole('button', { name: t.edit.save }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/client/web/profile');
    expect(JSON.parse(String(init.body))).toEqual({ client_name: 'متجر النور', phone2: null });
  });

  it('checks a changed phone with the contracts rule, and shows the company only to the main account', async () => {
    const fetchMock = stubSave(profile(0));
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={profile(0)} onDone={vi.fn()} />);

    expect(screen.queryByText(t.mainInfo.clientSection)).toBeNull();
    expect(screen.queryByLabelText(new RegExp(`^${t.mainInfo.phone1}`))).toBeNull();

    await user.clear(field(t.mainInfo.phone));
    await user.type(field(t.mainInfo.phone), '0201234567');
    await user.click(screen.getByRole('button', { name: t.edit.save }));
    expect(await screen.findByText(translate('validation.phoneLength', 'ar'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
