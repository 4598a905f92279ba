import {
  apiRequest,
  apiUpload,
  type ApiChannel,
  type RequestOptions,
  type UploadOptions,
} from './api-client';
import { captainSessionStore } from './captain-session';

/** The captain app's API: /api/captain with the captain's token; a 401 logout code ends his session. */
export const captainChannel: ApiChannel = {
  base: '/api/captain',
  token: () => captainSessionStore.get()?.token,
  sessionEnded: (token) => {
    if (captainSessionStore.get()?.token === token) captainSessionStore.clear();
  },
};

type Options<T> = Omit<RequestOptions<T>, 'method' | 'body' | 'channel'>;

/** The one API client (lib/api-client.ts) bound to the captain channel. */
export const captainApi = {
  get: <T>(path: string, options: Options<T> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET', channel: captainChannel }),
  post: <T>(path: string, body?: unknown, options: Options<T> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {}, channel: captainChannel }),
  /** A multipart POST (a proof's photo or signature, decision 065). */
  upload: <T>(path: string, form: FormData, options: Omit<UploadOptions<T>, 'channel'> = {}) =>
    apiUpload<T>(path, form, { ...options, channel: captainChannel }),
};
