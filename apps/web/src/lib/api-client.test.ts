import { loginResponseSchema } from '@courier/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sessionFields } from '@/test/fixtures';
import { api, ApiError } from './api-client';
import { sessionFromFields, sessionStore } from './session-store';

const fetchMock = vi.fn<typeof fetch>();

describe('api client', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    sessionStore.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls /api/client with the bearer token and Accept-Language, and unwraps success', async () => {
    sessionStore.set(sessionFromFields(sessionFields({ access_token: 'abc' })));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: 1, feed: { id: 1 } }));
    const result = await api.post<{ success: 1; feed: { id: number } }>('web/profile', {});
    expect(result.feed).toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/client/web/profile');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Accept-Language']).toBe('ar');
    expect(init?.method).toBe('POST');
  });

  it('validates the body with a contracts schema when given one', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: 1, ...sessionFields() }));
    const result = await api.post(
      'login',
      { email: 'a@b.test', password: 'x' },
      { schema: loginResponseSchema },
    );
    expect(result.user_name).toBe('أحمد علي');
  });

  it('turns a failure envelope into a typed ApiError', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        success: 0,
        code: 'VALIDATION_FAILED',
        error_msg: 'بعض الحقول غير صحيحة',
        errors: { email: ['أدخل بريدًا إلكترونيًا صحيحًا'] },
      }),
    );
    const error = await api.post('login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.message).toBe('بعض الحقول غير صحيحة');
    expect(apiError.fieldErrors).toEqual({ email: ['أدخل بريدًا إلكترونيًا صحيحًا'] });
  });

  it('on 401 with logout clears the session (and with it the walkthrough flag)', async () => {
    sessionStore.set(sessionFromFields(sessionFields({ walkthrough: 0 })));
    expect(window.localStorage.getItem('courier.session')).not.toBeNull();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { success: 0, code: 'SESSION_EXPIRED', error_msg: 'انتهت جلستك', logout: true }),
    );
    await expect(api.get('balance')).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(sessionStore.get()).toBeNull();
    expect(window.localStorage.getItem('courier.session')).toBeNull();
  });

  it('a 401 for a token that was replaced meanwhile leaves the new session alone', async () => {
    sessionStore.set(sessionFromFields(sessionFields({ access_token: 'old' })));
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const pending = api.get('balance');
    sessionStore.set(sessionFromFields(sessionFields({ access_token: 'new' })));
    answer(jsonResponse(401, { success: 0, code: 'SESSION_EXPIRED', error_msg: 'x', logout: true }));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()?.token).toBe('new');
  });

  it('any answer flagged logout ends the session, whatever its status', async () => {
    sessionStore.set(sessionFromFields(sessionFields()));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { success: 0, code: 'FORBIDDEN', error_msg: 'x', logout: true }),
    );
    await expect(api.get('balance')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps the session on other failures (e.g. a wrong current password)', async () => {
    sessionStore.set(sessionFromFields(sessionFields()));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        success: 0,
        code: 'WRONG_OLD_PASSWORD',
        error_msg: 'كلمة المرور الحالية غير صحيحة',
      }),
    );
    await expect(api.post('change-password', {})).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).not.toBeNull();
  });

  it('403 PASSWORD_CHANGE_REQUIRED marks the session as a first login (the guard then opens /set_password)', async () => {
    sessionStore.set(sessionFromFields(sessionFields({ is_first_login: 1 })));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { success: 0, code: 'PASSWORD_CHANGE_REQUIRED', error_msg: 'عيّن كلمة مرور' }),
    );
    await expect(api.get('balance')).rejects.toMatchObject({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(sessionStore.get()).toMatchObject({ token: 'token-1', firstLogin: 0 });
    // Any other 403 leaves the session as it is.
    sessionStore.update({ firstLogin: 1 });
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { success: 0, code: 'FORBIDDEN', error_msg: 'x' }));
    await expect(api.get('balance')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()?.firstLogin).toBe(1);
  });

  it('a failed login (401 without logout) is just an error', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, {
        success: 0,
        code: 'INVALID_CREDENTIALS',
        error_msg: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      }),
    );
    await expect(api.post('login', {})).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('turns a network failure into NETWORK with the catalog message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('app-config')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'تعذر الوصول إلى الخادم. تحقق من اتصالك',
    });
  });

  it('treats a non-JSON answer (proxy error) as the service being unavailable', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(api.get('app-config')).rejects.toMatchObject({ status: 502, code: 'SERVICE_UNAVAILABLE' });
  });
});
