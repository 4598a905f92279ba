import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFromFields, sessionStore } from '@/lib/session-store';
import { sessionFields } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AppLayout } from './app-layout';

// The shell's lazy parts (menus, counts, modals) are not what this test is about.
vi.mock('./top-bar-menus', () => ({ StarControls: () => null, UserMenu: () => null }));

afterEach(() => act(() => sessionStore.clear()));

describe('app layout', () => {
  it('opens and closes the side navigation with the burger (the panel under 768 px)', async () => {
    sessionStore.set(sessionFromFields(sessionFields({ is_first_login: 0 })));
    const user = userEvent.setup();
    renderWithProviders(<AppLayout />, { route: '/Home' });
    expect(screen.getByRole('navigation')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    const shell = main.parentElement as HTMLElement;
    expect(shell.hasAttribute('data-nav-opened')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'افتح قائمة التنقل' }));
    expect(shell.hasAttribute('data-nav-opened')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'أغلق قائمة التنقل' }));
    expect(shell.hasAttribute('data-nav-opened')).toBe(false);
  });

  it('builds the links of the panel on a phone when it first opens, and keeps them', async () => {
    sessionStore.set(sessionFromFields(sessionFields({ is_first_login: 0 })));
    const user = userEvent.setup();
    renderWithProviders(<AppLayout />, { route: '/Home' });
    const nav = screen.getByRole('navigation');
    // The test environment's media queries match nothing: a phone.
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'افتح قائمة التنقل' }));
    expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'أغلق قائمة التنقل' }));
    expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toBeTruthy();
  });

  it('builds them at once from 768 px', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia');
    matchMedia.mockImplementation(
      (query) =>
        ({
          matches: query.includes('min-width: 48em'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      sessionStore.set(sessionFromFields(sessionFields({ is_first_login: 0 })));
      renderWithProviders(<AppLayout />, { route: '/Home' });
      expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'الرئيسية' })).toBeTruthy();
    } finally {
      matchMedia.mockRestore();
    }
  });
});
