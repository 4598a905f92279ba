import { isLogoutCode, type ErrorCode } from '@courier/contracts';
import { currentLanguage, i18n } from './i18n';
import { endLocalSession } from './end-session';
import { translateLater } from './message-catalog';
import { sessionStore } from './session-store';

export const apiBase = '/api/client';

/**
 * Which API a call goes to and whose session it carries: the client portal (the default) or the staff
 * console (`ops/ops-api.ts`). Everything else (envelope, errors, progress) is the same one client.
 */
export interface ApiChannel {
  base: string;
  token(): string | undefined;
  /** The answer ended the session of `token` (401 logout codes, or an answer flagged logout). */
  sessionEnded(token: string): void;
  /** 403 PASSWORD_CHANGE_REQUIRED for `token` (client accounts only). */
  passwordChangeRequired?(token: string): void;
}

export const clientChannel: ApiChannel = {
  base: apiBase,
  token: () => sessionStore.get()?.token,
  // Only the session we sent can be ended by the answer (a failed login has none, and a token replaced
  // meanwhile by a password change must not take the new session down with it).
  sessionEnded: (token) => {
    if (sessionStore.get()?.token === token) endLocalSession();
  },
  // The server holds a first-login user back until the password is set (decision 005): the session
  // store says so, and the navigation rules then lead to /set_password.
  passwordChangeRequired: (token) => {
    if (sessionStore.get()?.token === token) sessionStore.update({ firstLogin: 0 });
  },
};

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
  /** Extra headers for one call, e.g. `Idempotency-Key` on a create. */
  headers?: Record<string, string>;
  /** The client portal's API unless another channel is given. */
  channel?: ApiChannel;
}

function isErrorPayload(data: unknown): data is ErrorPayload {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return d.success === 0 && typeof d.error_msg === 'string' && typeof d.code === 'string';
}

/** A failure the client detects itself, worded by the contracts catalog (not in the first paint: awaited). */
async function clientFailure(code: ErrorCode | ClientErrorCode): Promise<ErrorPayload> {
  const lang = currentLanguage();
  const error_msg = await translateLater(`errors.${code}`, lang, { requestId: '-', minutes: '1' }).catch(
    // The catalog could not be fetched either: the shell's own words for a lost connection.
    () => i18n.t('shell:connectivity.offline'),
  );
  return { success: 0, code, error_msg };
}

function buildUrl(channel: ApiChannel, path: string, query?: RequestOptions<unknown>['query']): string {
  const url = `${channel.base}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The one API client: bearer token + Accept-Language, the `{success}` envelope unwrapped, failures
 * turned into ApiError. A 401 flagged `logout` (or any answer flagged logout) ends the local session;
 * the app then navigates to /login because it watches the session store. A 403 PASSWORD_CHANGE_REQUIRED
 * marks the session as a first login, which leads to /set_password the same way.
 */
export async function apiRequest<T = Record<string, unknown>>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, query, schema, signal, headers: extraHeaders } = options;
  const channel = options.channel ?? clientChannel;
  // Read the token now, synchronously: a caller that ends the session right after calling (idle
  // logout) still sends the request with the token it had.
  const token = channel.token();
  const headers = { ...baseHeaders(token), ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(channel, path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, await clientFailure('NETWORK'));
  }

  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  return settle(channel, response.status, response.ok, data, token, schema);
}

function baseHeaders(token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** What every transport does with an answer: logout and first-login handling, the envelope, the typed error. */
async function settle<T>(
  channel: ApiChannel,
  status: number,
  ok: boolean,
  data: unknown,
  token: string | undefined,
  schema: Parser<T> | undefined,
): Promise<T> {
  const flaggedLogout =
    typeof data === 'object' && data !== null && (data as { logout?: unknown }).logout === true;
  if (flaggedLogout || (status === 401 && isErrorPayload(data) && isLogoutCode(data.code as ErrorCode))) {
    if (token) channel.sessionEnded(token);
  }
  if (status === 403 && isErrorPayload(data) && data.code === 'PASSWORD_CHANGE_REQUIRED') {
    if (token) channel.passwordChangeRequired?.(token);
  }

  if (isErrorPayload(data)) throw new ApiError(status, data);
  if (!ok || typeof data !== 'object' || data === null) {
    const code: ErrorCode = status >= 502 || data === null ? 'SERVICE_UNAVAILABLE' : 'INTERNAL';
    throw new ApiError(status, await clientFailure(code));
  }
  if ((data as { success?: unknown }).success !== 1) {
    throw new ApiError(status, await clientFailure('INTERNAL'));
  }
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
};

/** Bytes moved so far; `total` is null when the size is unknown (a streamed answer). */
export interface TransferProgress {
  loaded: number;
  total: number | null;
}

export interface UploadOptions<T> {
  query?: RequestOptions<unknown>['query'];
  schema?: Parser<T>;
  signal?: AbortSignal;
  /** Called while the request body is sent (real upload progress: fetch cannot report it). */
  onProgress?: (progress: TransferProgress) => void;
  channel?: ApiChannel;
  /** More request headers (the captain's Idempotency-Key, decision 065). */
  headers?: Record<string, string>;
}

/**
 * A multipart POST (file uploads) through XMLHttpRequest, whose `upload.onprogress` reports the bytes
 * sent. The answer goes through the same envelope and error handling as `apiRequest`.
 */
export function apiUpload<T = Record<string, unknown>>(
  path: string,
  form: FormData,
  options: UploadOptions<T> = {},
): Promise<T> {
  const { query, schema, signal, onProgress } = options;
  const channel = options.channel ?? clientChannel;
  const token = channel.token();
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(channel, path, query));
    // The browser sets the multipart Content-Type with its boundary.
    for (const [name, value] of Object.entries({ ...baseHeaders(token), ...options.headers }))
      xhr.setRequestHeader(name, value);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    if (onProgress) {
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    }
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      const answer = async () => {
        // A proxy may refuse a big body before the API sees it, without our envelope.
        if (xhr.status === 413 && !isErrorPayload(data)) data = await clientFailure('PAYLOAD_TOO_LARGE');
        return settle(channel, xhr.status, xhr.status >= 200 && xhr.status < 300, data, token, schema);
      };
      answer().then(resolve, reject);
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', abort);
      void clientFailure('NETWORK').then((payload) => reject(new ApiError(0, payload)));
    };
    xhr.onabort = () => {
      signal?.removeEventListener('abort', abort);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    xhr.send(form);
  });
}

export interface DownloadOptions {
  method?: 'GET' | 'POST';
  /** A FormData goes as multipart; anything else as JSON. */
  body?: FormData | Record<string, unknown>;
  query?: RequestOptions<unknown>['query'];
  signal?: AbortSignal;
  /** Called as the file arrives; `total` comes from Content-Length when the server sends one. */
  onProgress?: (progress: TransferProgress) => void;
  channel?: ApiChannel;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/**
 * A call that answers with a file (spreadsheet exports, templates). A JSON answer is a failure (or an
 * unexpected success envelope) and goes through the usual error handling; anything else is the file,
 * read chunk by chunk so the caller can show progress.
 */
export async function apiDownload(path: string, options: DownloadOptions = {}): Promise<DownloadedFile> {
  const { method = 'GET', body, query, signal, onProgress } = options;
  const channel = options.channel ?? clientChannel;
  const token = channel.token();
  const headers = baseHeaders(token);
  headers.Accept = '*/*';
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(channel, path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, await clientFailure('NETWORK'));
  }

  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      data = null;
    }
    await settle(channel, response.status, response.ok, data, token, undefined);
    // A success envelope where a file was expected: nothing to save.
    throw new ApiError(response.status, await clientFailure('INTERNAL'));
  }

  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: BlobPart[] = [];
  let loaded = 0;
  try {
    if (response.body) {
      const reader = response.body.getReader();
      onProgress?.({ loaded, total });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        loaded += value.byteLength;
        onProgress?.({ loaded, total });
      }
    } else {
      const buffer = await response.arrayBuffer();
      chunks.push(buffer);
      loaded = buffer.byteLength;
      onProgress?.({ loaded, total });
    }
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, await clientFailure('NETWORK'));
  }
  return {
    blob: new Blob(chunks, { type: type || 'application/octet-stream' }),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
}
