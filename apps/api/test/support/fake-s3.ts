import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export interface FakeS3 {
  /** FILES_S3_* settings pointing at this bucket; filled before the test app is built. */
  env: Record<string, string>;
  /** Objects by key (the bucket's content). */
  objects: Map<string, Buffer>;
  /** Requests refused for a bad signature. */
  refused: string[];
  /** The object of the `n`-th PUT from now (1 = the next) can't be written: 500 on it and its retries. */
  failPut(n: number): void;
}

/**
 * An S3-compatible bucket on 127.0.0.1 for one test file: path-style PUT, GET and DELETE on bucket
 * `files`, and an independent check of each request's AWS Signature V4 (canonical request, string to
 * sign, signing key), so a wrongly signed request is refused with 403 as S3 would.
 */
export function useFakeS3(secretAccessKey = 'fake-secret'): FakeS3 {
  const accessKeyId = 'FAKEKEY';
  const region = 'eu-central-1';
  let failAt = 0;
  let puts = 0;
  let failingKey: string | null = null;
  const fake: FakeS3 = {
    env: {},
    objects: new Map(),
    refused: [],
    failPut: (n) => {
      failAt = puts + n;
    },
  };

  const signatureOk = (req: IncomingMessage, body: Buffer) => {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        String(req.headers.authorization ?? ''),
      );
    if (!auth || auth[1] !== accessKeyId || auth[3] !== region) return false;
    const [, , day, , signedHeaders, signature] = auth;
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
    const url = new URL(req.url ?? '/', 'http://x');
    const query = [...url.searchParams]
      .sort()
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
    const names = signedHeaders!.split(';');
    const canonical = [
      req.method,
      url.pathname,
      query.join('&'),
      names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join(''),
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = ['s3', 'aws4_request'].reduce(
      (k, part) => hmac(k, part),
      hmac(hmac(`AWS4${secretAccessKey}`, day!), region),
    );
    return names.includes('host') && createHmac('sha256', key).update(toSign).digest('hex') === signature;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const match = /^\/files\/(.+)$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
      if (!signatureOk(req, body)) {
        fake.refused.push(`${req.method} ${req.url}`);
        return res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      }
      if (!match) return res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      const key = decodeURIComponent(match[1]!);
      if (req.method === 'PUT') {
        if (++puts === failAt) failingKey = key;
        if (key === failingKey) return res.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
        fake.objects.set(key, body);
        return res.writeHead(200).end();
      }
      if (req.method === 'DELETE') {
        fake.objects.delete(key);
        return res.writeHead(204).end();
      }
      const object = fake.objects.get(key);
      if (req.method !== 'GET' || !object)
        return res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      res
        .writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length })
        .end(object);
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    Object.assign(fake.env, {
      FILES_S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      FILES_S3_BUCKET: 'files',
      FILES_S3_REGION: region,
      FILES_S3_ACCESS_KEY_ID: accessKeyId,
      FILES_S3_SECRET_ACCESS_KEY: 'fake-secret',
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return fake;
}
