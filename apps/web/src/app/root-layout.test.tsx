import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionFromFields, sessionStore } from '@/lib/session-store';
import { sessionFields } from '@/test/fixtures';
import { RootLayout } from './root-layout';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          { path: '/login', element: <p>login screen</p> },
          { path: '/set_password', element: <p>set password screen</p> },
          { path: '/Home', element: <p>home screen</p> },
          { path: '/pages/error-404', element: <p>404 screen</p> },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('root layout guard', () => {
  it('sends a visitor to /login and a first login to /set_password', async () => {
    renderAt('/Home');
    expect(await screen.findByText('login screen')).toBeTruthy();
    act(() => sessionStore.set(sessionFromFields(sessionFields({ is_first_login: 0 }))));
    expect(await screen.findByText('set password screen')).toBeTruthy();
    act(() => sessionStore.clear());
  });

  it('goes to /login when the session ends, even from a public page', async () => {
    sessionStore.set(sessionFromFields(sessionFields({ is_first_login: 0 })));
    const router = renderAt('/set_password');
    expect(await screen.findByText('set password screen')).toBeTruthy();
    act(() => sessionStore.clear());
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends unknown paths to the 404 page', async () => {
    renderAt('/nowhere');
    expect(await screen.findByText('404 screen')).toBeTruthy();
  });
});
