import { translate } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { minutes } from './support/clock';
import { useTestApp } from './support/harness';

const t = useTestApp();
const post = (url: string, body: unknown, lang?: 'ar' | 'en', token?: string) =>
  t.call({ method: 'POST', url: `/api/client/${url}`, body, lang, token });
const sendOtp = (email: string, lang?: 'ar' | 'en') => post('send-otp', { email }, lang);
const checkOtp = (email: string, code: string, lang?: 'ar' | 'en') =>
  post('check-otp', { email, code }, lang);
const reset = (email: string, code: string, password = 'Fresh#2026', lang?: 'ar' | 'en') =>
  post('reset', { email, code, password, password_confirmation: password }, lang);
const outbox = async () =>
  (await t.call({ url: '/api/dev/outbox' })).body.feed as Array<Record<string, unknown>>;
/** A code that is not the real one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/client/send-otp', () => {
  it('sends a 6-digit code by SMS in the caller language and answers the masked phone', async () => {
    const res = await sendOtp('merchant@demo.test', 'en');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: 1, phone: '010*****567' });
    const [message] = await outbox();
    expect(message).toMatchObject({ channel: 'sms', recipient: '01001234567' });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.body).toBe(translate('otp.smsText', 'en', { code: message!.code as string }));
  });

  it('answers an unknown email alike, with a stable plausible phone, and sends nothing', async () => {
    const first = await sendOtp('nobody@demo.test');
    const second = await sendOtp('nobody@demo.test');
    expect(first.status).toBe(200);
    expect(first.body.phone).toMatch(/^01[0125]\*{5}\d{3}$/);
    expect(second.body.phone).toBe(first.body.phone);
    expect(await outbox()).toEqual([]);
  });

  it('allows 3 sends per 15 minutes per account: the 4th gets 429 OTP_SEND_LIMIT', async () => {
    for (let i = 0; i < 3; i++) expect((await sendOtp('merchant@demo.test')).status).toBe(200);
    const fourth = await sendOtp('merchant@demo.test', 'en');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({
      code: 'OTP_SEND_LIMIT',
      error_msg: translate('errors.OTP_SEND_LIMIT', 'en', { minutes: 15 }),
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown emails are limited alike.
    for (let i = 0; i < 3; i++) await sendOtp('nobody@demo.test');
    expect((await sendOtp('nobody@demo.test')).status).toBe(429);
    t.clock.advance(minutes(16));
    expect((await sendOtp('merchant@demo.test')).status).toBe(200);
  });

  it.each(['ar', 'en'] as const)('validates the email (%s)', async (lang) => {
    const res = await post('send-otp', { email: 'x' }, lang);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [translate('validation.email', lang)] });
  });
});

describe('POST /api/client/check-otp', () => {
  it('accepts the right code without using it', async () => {
    await sendOtp('merchant@demo.test');
    const code = await t.latestOtp();
    expect((await checkOtp('merchant@demo.test', code)).body).toEqual({ success: 1 });
    expect((await checkOtp('merchant@demo.test', code)).status).toBe(200);
    expect((await reset('merchant@demo.test', code)).status).toBe(200);
  });

  it('accepts Arabic-Indic digits', async () => {
    await sendOtp('merchant@demo.test');
    const code = await t.latestOtp();
    const arabic = code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    expect((await checkOtp('merchant@demo.test', arabic)).status).toBe(200);
  });

  it('refuses a wrong code with 422 OTP_INVALID; after 5 wrong tries the code is dead', async () => {
    await sendOtp('merchant@demo.test');
    const code = await t.latestOtp();
    for (let i = 0; i < 5; i++) {
      const res = await checkOtp('merchant@demo.test', wrong(code), 'en');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'OTP_INVALID',
        errors: { code: [translate('errors.OTP_INVALID', 'en')] },
      });
    }
    const right = await checkOtp('merchant@demo.test', code);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('OTP_TOO_MANY_ATTEMPTS');
    expect((await reset('merchant@demo.test', code)).body.code).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('expires after 10 minutes: then it is just not a valid code', async () => {
    await sendOtp('merchant@demo.test');
    const code = await t.latestOtp();
    t.clock.advance(minutes(11));
    const res = await checkOtp('merchant@demo.test', code, 'en');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'OTP_INVALID', error_msg: translate('errors.OTP_INVALID', 'en') });
  });

  it('gives new tries with a new code', async () => {
    await sendOtp('merchant@demo.test');
    const first = await t.latestOtp();
    for (let i = 0; i < 5; i++) await checkOtp('merchant@demo.test', wrong(first));
    expect((await checkOtp('merchant@demo.test', first)).status).toBe(429);
    await sendOtp('merchant@demo.test');
    const second = await t.latestOtp();
    if (second !== first) expect((await checkOtp('merchant@demo.test', wrong(second))).status).toBe(422);
    expect((await checkOtp('merchant@demo.test', second)).status).toBe(200);
  });

  it('does not count a right code as a try', async () => {
    await sendOtp('merchant@demo.test');
    const code = await t.latestOtp();
    for (let i = 0; i < 4; i++) await checkOtp('merchant@demo.test', wrong(code));
    for (let i = 0; i < 3; i++) expect((await checkOtp('merchant@demo.test', code)).status).toBe(200);
    expect((await reset('merchant@demo.test', code)).status).toBe(200);
  });

  it('stops an older code when a new one is sent', async () => {
    await sendOtp('merchant@demo.test');
    const older = await t.latestOtp();
    await sendOtp('merchant@demo.test');
    const newer = await t.latestOtp();
    if (older !== newer) expect((await checkOtp('merchant@demo.test', older)).status).toBe(422);
    expect((await checkOtp('merchant@demo.test', newer)).status).toBe(200);
  });

  it('answers an unknown email like a wrong code, 5 tries too', async () => {
    for (let i = 0; i < 5; i++)
      expect((await checkOtp('nobody@demo.test', '123456')).body.code).toBe('OTP_INVALID');
    expect((await checkOtp('nobody@demo.test', '123456')).body.code).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it.each(['ar', 'en'] as const)('validates the body (%s)', async (lang) => {
    const res = await post('check-otp', { email: 'merchant@demo.test', code: '12ab' }, lang);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: [translate('validation.otpFormat', lang)] });
    const missing = await post('check-otp', {}, lang);
    expect(missing.body.errors).toEqual({
      email: [translate('validation.required', lang)],
      code: [translate('validation.required', lang)],
    });
  });
});

describe('POST /api/client/reset', () => {
  it('sets the password with the code, marks the first login done and ends every session', async () => {
    const session = await t.tokenFor('newbie@demo.test');
    await sendOtp('newbie@demo.test');
    const code = await t.latestOtp();
    const res = await reset('newbie@demo.test', code, 'Fresh#2026');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: 1 });
    const old = await t.call({ method: 'POST', url: '/api/client/web/profile', token: session });
    expect(old.body).toMatchObject({ code: 'SESSION_EXPIRED', logout: true });
    const relogin = await t.login('newbie@demo.test', 'Fresh#2026');
    expect(relogin.is_first_login).toBe(1);
    const oldPassword = await post('login', { email: 'newbie@demo.test', password: 'Demo#2026' });
    expect(oldPassword.status).toBe(401);
  });

  it('uses the code once', async () => {
    await sendOtp('merchant@demo.test');
    const code = await t.latestOtp();
    expect((await reset('merchant@demo.test', code)).status).toBe(200);
    const again = await reset('merchant@demo.test', code, 'Other#2026');
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('OTP_INVALID');
    expect((await checkOtp('merchant@demo.test', code)).body.code).toBe('OTP_INVALID');
  });

  it("binds the code to its account: A's code cannot reset B", async () => {
    await sendOtp('merchant@demo.test');
    const code = await t.latestOtp();
    await sendOtp('company@demo.test');
    const companyCode = await t.latestOtp();
    const res = await reset('company@demo.test', code === companyCode ? wrong(code) : code);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('OTP_INVALID');
    expect((await post('login', { email: 'company@demo.test', password: 'Demo#2026' })).status).toBe(200);
  });

  it('lifts the login throttle of that account from that address', async () => {
    for (let i = 0; i < 5; i++) await post('login', { email: 'merchant@demo.test', password: 'Wrong#2026' });
    expect((await post('login', { email: 'merchant@demo.test', password: 'Wrong#2026' })).status).toBe(429);
    await sendOtp('merchant@demo.test');
    await reset('merchant@demo.test', await t.latestOtp(), 'Fresh#2026');
    expect((await t.login('merchant@demo.test', 'Fresh#2026')).success).toBe(1);
  });

  it.each(['ar', 'en'] as const)('validates the body (%s)', async (lang) => {
    const res = await post(
      'reset',
      {
        email: 'merchant@demo.test',
        code: '123456',
        password: 'Fresh#2026',
        password_confirmation: 'Other#2026',
      },
      lang,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      password_confirmation: [translate('validation.passwordMismatch', lang)],
    });
    const short = await post(
      'reset',
      { email: 'merchant@demo.test', code: '123456', password: 'x', password_confirmation: 'x' },
      lang,
    );
    expect(short.body.errors).toEqual({ password: [translate('validation.minLength8', lang)] });
  });
});

describe('POST /api/client/reset {code, password, password_confirmation} (spec §7, no email)', () => {
  const resetByCode = (code: string, password = 'Fresh#2026') =>
    post('reset', { code, password, password_confirmation: password }, 'en');

  it('resets with the code alone once it was checked with its email; the code is used', async () => {
    await sendOtp('merchant@demo.test');
    const code = await t.latestOtp();
    // Not checked yet: the code alone names no request.
    expect((await resetByCode(code)).body.code).toBe('OTP_INVALID');
    expect((await checkOtp('merchant@demo.test', code)).status).toBe(200);
    const res = await resetByCode(code);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toEqual({ success: 1 });
    await t.login('merchant@demo.test', 'Fresh#2026');
    expect((await resetByCode(code, 'Other#2026')).body.code).toBe('OTP_INVALID');
  });

  it('refuses a wrong code, and counts wrong codes per address (429 after 10)', async () => {
    await sendOtp('merchant@demo.test');
    const code = await t.latestOtp();
    expect((await checkOtp('merchant@demo.test', code)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await resetByCode(wrong(code))).body.code).toBe('OTP_INVALID');
    expect((await resetByCode(wrong(code))).status).toBe(429);
  });
});

describe('codes of different purposes', () => {
  it('an API-page code neither voids a pending forgot-password code nor works as one', async () => {
    expect((await sendOtp('merchant@demo.test')).status).toBe(200);
    const resetCode = (await outbox())[0]!.code as string;
    const token = await t.tokenFor('merchant@demo.test');
    expect((await post('link-with-apis/send-otp', {}, 'en', token)).status).toBe(200);
    const pageCode = (await outbox())[0]!.code as string;
    expect(pageCode).not.toBe(resetCode);

    // The page's code is not a reset code, and the reset code does not open the page.
    expect((await checkOtp('merchant@demo.test', pageCode)).body.code).toBe('OTP_INVALID');
    expect((await post('link-with-apis/check-otp', { code: resetCode }, 'en', token)).body.code).toBe(
      'OTP_INVALID',
    );
    // Each still works for its own flow.
    expect((await post('link-with-apis/check-otp', { code: pageCode }, 'en', token)).status).toBe(200);
    expect((await reset('merchant@demo.test', resetCode)).status).toBe(200);
  });
});
