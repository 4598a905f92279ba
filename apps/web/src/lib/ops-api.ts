import {
  apiDownload,
  apiRequest,
  apiUpload,
  type ApiChannel,
  type DownloadOptions,
  type RequestOptions,
  type UploadOptions,
} from './api-client';
import { opsSessionStore } from './ops-session';

/** The staff console's API: /api/ops with the staff token; a 401 logout code ends the staff session. */
export const opsChannel: ApiChannel = {
  base: '/api/ops',
  token: () => opsSessionStore.get()?.token,
  sessionEnded: (token) => {
    if (opsSessionStore.get()?.token === token) opsSessionStore.clear();
  },
};

type Options<T> = Omit<RequestOptions<T>, 'method' | 'body' | 'channel'>;

/** The one API client (lib/api-client.ts) bound to the staff channel. */
export const opsApi = {
  get: <T>(path: string, options: Options<T> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET', channel: opsChannel }),
  post: <T>(path: string, body?: unknown, options: Options<T> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {}, channel: opsChannel }),
  put: <T>(path: string, body?: unknown, options: Options<T> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {}, channel: opsChannel }),
  delete: <T>(path: string, options: Options<T> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', channel: opsChannel }),
  upload: <T>(path: string, form: FormData, options: Omit<UploadOptions<T>, 'channel'> = {}) =>
    apiUpload<T>(path, form, { ...options, channel: opsChannel }),
  download: (path: string, options: Omit<DownloadOptions, 'channel'> = {}) =>
    apiDownload(path, { ...options, channel: opsChannel }),
};
