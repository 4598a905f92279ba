import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { ApiErrorAlert } from './api-error-alert';

describe('ApiErrorAlert', () => {
  it("announces the server's message and offers to try again", async () => {
    const retry = vi.fn();
    const error = new ApiError(500, { success: 0, code: 'INTERNAL', error_msg: 'حدث خطأ لدينا' });
    renderWithProviders(<ApiErrorAlert error={error} onRetry={retry} />);
    expect((await screen.findByRole('alert')).textContent).toContain('حدث خطأ لدينا');
    await userEvent.setup().click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows nothing without an error, and no retry button unless asked', async () => {
    const { container } = renderWithProviders(<ApiErrorAlert error={null} />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    renderWithProviders(<ApiErrorAlert error={new Error('boom')} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
