import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

describe('change password form', () => {
  it('shows "must match" with the other fields’ errors on the first submit (issue 41.1)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ChangePasswordForm withLogoutDevices submitLabel="حفظ" onSuccess={() => undefined} />,
    );
    const [, fresh, again] = screen.getAllByLabelText(/كلمة المرور/, { selector: 'input' });
    await user.type(fresh!, 'Abcdef#2026');
    await user.type(again!, 'Abcdef#2027');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    // The current password is empty and the two new ones differ: both are said at once.
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(screen.getByText('يجب أن تكون مطابقة لكلمة المرور الأولى')).toBeTruthy();
  });
});
