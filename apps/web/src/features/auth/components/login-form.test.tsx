import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { jsonResponse } from '@/test/fixtures';
import { LoginForm } from './login-form';

describe('login form', () => {
  it('shows the validation messages in Arabic by default and in English after switching', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    expect(screen.getByText('يجب الموافقة على الشروط والأحكام')).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('You must agree to the terms and conditions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('focuses the first field in error and checks again as the user corrects it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    const email = screen.getByLabelText(/البريد الإلكتروني/);
    expect(document.activeElement).toBe(email);

    await user.type(email, 'merchant@demo.test');
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox'));
    await vi.waitFor(() => expect(screen.queryByText('يجب الموافقة على الشروط والأحكام')).toBeNull());
  });

  it('puts the server field errors on their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(422, {
          success: 0,
          code: 'VALIDATION_FAILED',
          error_msg: 'بعض الحقول غير صالحة',
          errors: { password: ['كلمة المرور قصيرة'] },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'merchant@demo.test');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'Demo#2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('كلمة المرور قصيرة')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^كلمة المرور/));
  });

  it('shows the deleted-account message with the phones as tel: links', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, {
          success: 0,
          code: 'ACCOUNT_DELETED',
          error_msg: 'تم حذف هذا الحساب',
          phone1: '01000000001',
          phone2: '0223456789',
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'gone@demo.test');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'Demo#2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('تم حذف هذا الحساب');
    expect(screen.getByRole('link', { name: /01000000001/ }).getAttribute('href')).toBe('tel:01000000001');
    expect(screen.getByRole('link', { name: /0223456789/ }).getAttribute('href')).toBe('tel:0223456789');
  });
});
