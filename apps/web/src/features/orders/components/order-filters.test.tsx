import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { OrderFilters } from './order-filters';

const governments = () =>
  vi.fn(async () => jsonResponse(200, { success: 1, feed: [{ id: 1, name: 'القاهرة' }] }));

describe('order filters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('render their fields and look up the governorates only once the panel is opened', async () => {
    const fetchMock = governments();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<OrderFilters values={{}} onApply={() => undefined} />);
    const toggle = screen.getByRole('button', { name: 'تصفية الطلبات' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { hidden: true })).toBeNull();
    expect(screen.queryByRole('combobox', { hidden: true })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('option', { name: 'القاهرة', hidden: true })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { hidden: true }).length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Folded again, the fields stay (hidden), with what was typed. The panel's fields are hidden from
    // the accessibility tree until its opening transition ends: wait for them.
    await user.type((await screen.findAllByRole('textbox'))[0]!, '123');
    await user.click(toggle);
    await user.click(toggle);
    expect(((await screen.findAllByRole('textbox'))[0] as HTMLInputElement).value).toBe('123');
  });

  it('show their fields at once when a filter is active', async () => {
    vi.stubGlobal('fetch', governments());
    renderWithProviders(<OrderFilters values={{ receiver: 'منى' }} onApply={() => undefined} />);
    expect(screen.getByRole('button', { name: 'تصفية الطلبات (1)' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByDisplayValue('منى')).toBeTruthy();
  });
});
