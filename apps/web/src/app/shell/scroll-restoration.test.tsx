import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { ScrollRestoration } from './scroll-restoration';

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>back</button>;
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

afterEach(() => scrollWindowTo(0));

describe('scroll restoration', () => {
  it('starts a new page at the top and returns to the old position on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <ScrollRestoration />
        <Link to="/next">next</Link>
        <Back />
        <Routes>
          <Route path="/list" element={<p>list</p>} />
          <Route path="/next" element={<p>next page</p>} />
        </Routes>
      </>,
      { route: '/list' },
    );
    scrollWindowTo(640);

    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByText('next page')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(0);

    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByText('list')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
