import { AwsClient } from 'aws4fetch';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FileStore } from './file-store';

export interface S3Settings {
  /** The service's base URL, e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO / R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) addressed path-style
 * (`<endpoint>/<bucket>/<key>`), each request signed with AWS Signature V4 by aws4fetch. Objects are
 * private: they are only ever read back by the server, behind the files route's tenant check.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // aws4fetch retries 5xx and network errors with backoff; 10 (its default) could hold a user's
    // request for most of a minute, 2 rides out a blip (~150 ms).
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/`;
  const urlOf = (key: string) => base + key.split('/').map(encodeURIComponent).join('/');
  const fail = async (what: string, key: string, res: Response) => {
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} ${key}: ${res.status} ${detail}`);
  };

  return {
    async put(key, bytes) {
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!res.ok) throw await fail('PUT', key, res);
      await res.arrayBuffer();
    },
    async open(key) {
      const res = await client.fetch(urlOf(key));
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok || !res.body) throw await fail('GET', key, res);
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async remove(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const res = await client.fetch(urlOf(key), { method: 'DELETE' });
          // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
          if (!res.ok && res.status !== 404) throw await fail('DELETE', key, res);
          await res.arrayBuffer();
        }),
      );
    },
  };
}
