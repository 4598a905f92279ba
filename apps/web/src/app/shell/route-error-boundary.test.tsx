import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');
}

describe('route error boundary', () => {
  it('shows the 500 view with a reload for a lost chunk, and clears it on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <Link to="/fine">elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>fine page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </>,
      { route: '/broken' },
    );
    expect(await screen.findByText('500')).toBeTruthy();
    // The reload button (the way back is a link).
    expect(screen.getByRole('button')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('fine page')).toBeTruthy();
    expect(screen.queryByText('500')).toBeNull();
  });
});
