import { isLogoutCode, translate, type ErrorCode } from '@courier/contracts';
import { currentLanguage } from './i18n';
import { endLocalSession } from './end-session';
import { sessionStore } from './session-store';

export const apiBase = '/api/client';

/** Codes the client itself produces when there is no usable answer from the server. */
export type ClientErrorCode = 'NETWORK';

/** The failure envelope (spec §8); read by hand so the entry bundle needs no schema library. */
export interface ErrorPayload {
  success: 0;
  error_msg: string;
  code: ErrorCode | ClientErrorCode;
  errors?: Record<string, string[]>;
  logout?: true;
  request_id?: string;
  retry_after?: number;
  phone1?: string | null;
  phone2?: string | null;
}

/** Every failed call ends as this one typed error; `message` is already in the user's language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly fieldErrors: Record<string, string[]>;
  readonly payload: ErrorPayload;

  constructor(status: number, payload: ErrorPayload) {
    super(payload.error_msg);
    this.name = 'ApiError';
    this.status = status;
    this.code = payload.code;
    this.fieldErrors = payload.errors ?? {};
    this.payload = payload;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Something that can validate and type a success body (a contracts schema fits). */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  schema?: Parser<T>;
  signal?: AbortSignal;
}

function isErrorPayload(data: unknown): data is ErrorPayload {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return d.success === 0 && typeof d.error_msg === 'string' && typeof d.code === 'string';
}

function clientFailure(status: number, code: ErrorCode | ClientErrorCode): ErrorPayload {
  const lang = currentLanguage();
  const key = `errors.${code}`;
  return { success: 0, code, error_msg: translate(key, lang, { requestId: '-', minutes: '1' }) };
}

function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const url = `${apiBase}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The one API client: bearer token + Accept-Language, the `{success}` envelope unwrapped, failures
 * turned into ApiError. A 401 flagged `logout` (or any answer flagged logout) ends the local session;
 * the app then navigates to /login because it watches the session store.
 */
export async function apiRequest<T = Record<string, unknown>>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, query, schema, signal } = options;
  // Read the token now, synchronously: a caller that ends the session right after calling (idle
  // logout) still sends the request with the token it had.
  const token = sessionStore.get()?.token;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, clientFailure(0, 'NETWORK'));
  }

  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }

  const flaggedLogout =
    typeof data === 'object' && data !== null && (data as { logout?: unknown }).logout === true;
  if (
    flaggedLogout ||
    (response.status === 401 && isErrorPayload(data) && isLogoutCode(data.code as ErrorCode))
  ) {
    // Only the session we sent can be ended by the answer (a failed login has none, and a token
    // replaced meanwhile by a password change must not take the new session down with it).
    if (token && sessionStore.get()?.token === token) endLocalSession();
  }

  if (isErrorPayload(data)) throw new ApiError(response.status, data);
  if (!response.ok || typeof data !== 'object' || data === null) {
    const code: ErrorCode = response.status >= 502 || data === null ? 'SERVICE_UNAVAILABLE' : 'INTERNAL';
    throw new ApiError(response.status, clientFailure(response.status, code));
  }
  if ((data as { success?: unknown }).success !== 1) {
    throw new ApiError(response.status, clientFailure(response.status, 'INTERNAL'));
  }
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
};
