import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  changePasswordFormSchema,
  checkOtpBodySchema,
  loginBodySchema,
  loginFormSchema,
  resetBodySchema,
  resetFormSchema,
  sendOtpBodySchema,
} from './auth';

describe('auth payloads', () => {
  it('login needs an email and an 8-character password; the form also needs the terms', () => {
    expect(loginBodySchema.parse({ email: 'A@b.co', password: 'Demo#2026' })).toEqual({
      email: 'a@b.co',
      password: 'Demo#2026',
    });
    expect(loginFormSchema.safeParse({ email: 'a@b.co', password: 'Demo#2026', terms: false }).success).toBe(
      false,
    );
    expect(loginFormSchema.safeParse({ email: 'a@b.co', password: 'Demo#2026', terms: true }).success).toBe(
      true,
    );
  });
  it('reset requires a matching confirmation, reported on password_confirmation', () => {
    const r = resetBodySchema.safeParse({
      email: 'a@b.co',
      code: '123456',
      password: 'abcdefgh',
      password_confirmation: 'abcdefgX',
    });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(r.error.issues[0]).toMatchObject({
        path: ['password_confirmation'],
        message: 'validation.passwordMismatch',
      });
    expect(
      resetBodySchema.safeParse({
        email: 'a@b.co',
        code: '123456',
        password: 'abcdefgh',
        password_confirmation: 'abcdefgh',
      }).success,
    ).toBe(true);
  });
  it('reports a mismatch together with the other fields’ errors (issue 41.1)', () => {
    const r = changePasswordFormSchema.safeParse({
      old_password: '',
      password: 'abcdefgh',
      password_confirmation: 'abcdefgX',
    });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
        expect.arrayContaining([
          ['old_password', expect.any(String)],
          ['password_confirmation', 'validation.passwordMismatch'],
        ]),
      );
    // An empty confirmation is "required", never also "must match".
    const empty = resetFormSchema.safeParse({ password: 'abcdefgh', password_confirmation: '' });
    if (!empty.success)
      expect(empty.error.issues.map((i) => i.message)).not.toContain('validation.passwordMismatch');
  });
  it('change-password defaults logout_devices to 0 and accepts booleans', () => {
    expect(
      changePasswordBodySchema.parse({ old_password: 'abcdefgh', password: 'ijklmnop' }).logout_devices,
    ).toBe(0);
    expect(
      changePasswordBodySchema.parse({ old_password: 'abcdefgh', password: 'ijklmnop', logout_devices: '1' })
        .logout_devices,
    ).toBe(1);
    expect(
      changePasswordFormSchema.safeParse({
        old_password: 'abcdefgh',
        password: 'ijklmnop',
        password_confirmation: 'nope',
      }).success,
    ).toBe(false);
  });
  it('otp payloads', () => {
    expect(sendOtpBodySchema.safeParse({ email: '' }).success).toBe(false);
    expect(checkOtpBodySchema.parse({ email: 'a@b.co', code: '٠٠٠١٢٣' }).code).toBe('000123');
  });
});
