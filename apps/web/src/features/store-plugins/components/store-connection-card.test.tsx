import type { StoreConnection, StorePlatform } from '@courier/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import settingsAr from '@/locales/ar/settings.json';
import { renderWithProviders } from '@/test/render';
import { StoreConnectionCard } from './store-connection-card';

const t = settingsAr.plugins;

function connection(platform: StorePlatform, overrides: Partial<StoreConnection> = {}): StoreConnection {
  return {
    id: 3,
    platform,
    name: null,
    webhook_path: `/hooks/stores/${platform}/abc123`,
    signing_secret: '••••9f2e',
    created_at: '2026-11-01T10:00:00Z',
    last_received_at: null,
    orders_created: 0,
    orders_waiting: 0,
    write_back: { enabled: false, store_url: null, credentials: null },
    ...overrides,
  };
}

/** The numbered setup steps the card shows, in order. */
const steps = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a store connection card', () => {
  it("shows Shopify's six steps and lets the merchant paste Shopify's key, not make one", () => {
    renderWithProviders(<StoreConnectionCard connection={connection('shopify')} />);

    expect(steps()).toEqual(Object.values(t.steps.shopify));
    expect(screen.getByRole('button', { name: t.paste })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.rotate })).toBeNull();
    expect((screen.getByLabelText(t.url) as HTMLInputElement).value).toBe(
      `${window.location.origin}/hooks/stores/shopify/abc123`,
    );
  });

  it("shows WooCommerce's steps and lets the merchant make a new key, with nothing to paste", () => {
    renderWithProviders(<StoreConnectionCard connection={connection('woocommerce', { name: 'متجري' })} />);

    expect(steps()).toEqual(Object.values(t.steps.woocommerce));
    expect(screen.getByRole('button', { name: t.rotate })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.paste })).toBeNull();
    // A named store shows its platform beside the name.
    expect(screen.getByRole('heading', { name: 'متجري' })).toBeTruthy();
    expect(screen.getByText(t.platforms.woocommerce)).toBeTruthy();
  });

  it('asks a Shopify store that has no key yet to paste it', () => {
    renderWithProviders(<StoreConnectionCard connection={connection('shopify', { signing_secret: null })} />);

    expect(screen.getByText(t.noSecret)).toBeTruthy();
    expect(screen.queryByLabelText(t.secret)).toBeNull();
    expect(screen.getByRole('button', { name: t.paste })).toBeTruthy();
  });

  it('asks WooCommerce for its consumer key and secret to write statuses back, never showing the saved ones', async () => {
    const saved = { enabled: true, store_url: 'https://shop.example', credentials: '••••4567' };
    renderWithProviders(
      <StoreConnectionCard connection={connection('woocommerce', { write_back: saved })} />,
    );

    expect(screen.getByText(t.writeBack.on.replace('{{url}}', 'https://shop.example'))).toBeTruthy();
    screen.getByRole('button', { name: t.writeBack.title }).click();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(t.writeBack.consumerKey)).toBeTruthy();
    expect(within(dialog).getByLabelText(t.writeBack.consumerSecret)).toBeTruthy();
    expect(within(dialog).queryByLabelText(t.writeBack.accessToken)).toBeNull();
    expect((within(dialog).getByLabelText(t.writeBack.consumerKey) as HTMLInputElement).value).toBe('');
    expect(within(dialog).getAllByText(t.writeBack.keep.replace('{{saved}}', '••••4567'))).toHaveLength(2);
  });
});
