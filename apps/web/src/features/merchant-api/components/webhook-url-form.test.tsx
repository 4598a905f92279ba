import { translate, type WebhookSettings } from '@courier/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import settingsAr from '@/locales/ar/settings.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { WebhookUrlForm } from './webhook-url-form';

const t = settingsAr.webhooks;
const none: WebhookSettings = {
  api_url: null,
  api_token: null,
  signing_secret: '••••abcd',
  event_types: null,
  previous_secret_until: null,
};
const field = (text: string) =>
  screen.getByLabelText(new RegExp(`^${text.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;

/** `update-api` saves what it is sent (the token masked), or answers `refuse` when given; the delete answers ok. */
function stubServer(refuse?: Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('delete-client-api')) return jsonResponse(200, { success: 1 });
    if (refuse) return refuse;
    const body = JSON.parse(String(init?.body ?? '{}')) as { api_url: string; api_token?: string };
    return jsonResponse(200, {
      success: 1,
      feed: { ...none, api_url: body.api_url, api_token: body.api_token ? '••••7890' : null },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe("the API page's webhook address form", { timeout: 30_000 }, () => {
  it('refuses an address that is not a URL in both languages and sends nothing', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<WebhookUrlForm settings={none} />);

    await user.type(field(t.urlLabel), 'not a url');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(translate('webhooks.urlInvalid', 'ar'))).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(await screen.findByText(translate('webhooks.urlInvalid', 'en'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the address and token to update-api, then empties the token field', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<WebhookUrlForm settings={none} />);

    await user.type(field(t.urlLabel), 'https://shop.example.com/hooks');
    await user.type(field(t.tokenLabel), 'tok-1234567890');
    await user.click(screen.getByRole('button', { name: t.save }));

    await waitFor(() => expect(field(t.tokenLabel).value).toBe(''));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/client/update-api');
    expect(JSON.parse(String(init!.body))).toEqual({
      api_url: 'https://shop.example.com/hooks',
      api_token: 'tok-1234567890',
    });
    expect(field(t.urlLabel).value).toBe('https://shop.example.com/hooks');
  });

  it("shows the server's refusal of a private address on the URL field", async () => {
    stubServer(
      jsonResponse(422, {
        success: 0,
        code: 'VALIDATION_FAILED',
        error_msg: 'بعض الحقول غير صالحة',
        errors: { api_url: ['عناوين الشبكات الخاصة مرفوضة'] },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WebhookUrlForm settings={none} />);

    await user.type(field(t.urlLabel), 'https://10.0.0.5/hooks');
    await user.click(screen.getByRole('button', { name: t.save }));

    expect(await screen.findByText('عناوين الشبكات الخاصة مرفوضة')).toBeTruthy();
    expect(field(t.urlLabel).getAttribute('aria-invalid')).toBe('true');
  });

  it('stops the sending only after the confirmation, and empties the address', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(
      <WebhookUrlForm
        settings={{ ...none, api_url: 'https://shop.example.com/hooks', api_token: '••••7890' }}
      />,
    );

    expect(screen.getByText(t.tokenSaved.replace('{{token}}', '••••7890'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.delete }));
    const dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: t.delete }));

    await waitFor(() => expect(field(t.urlLabel).value).toBe(''));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/client/delete-client-api');
  });
});
