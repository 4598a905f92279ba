import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` (set once the server listens). */
  origin: string;
  port: number;
  received: ReceivedWebhook[];
  /** How the next requests are answered (200 "ok" unless set). */
  respond: (reply: (res: ServerResponse, n: number, hit: ReceivedWebhook) => void) => void;
}

/** A merchant's endpoint on 127.0.0.1 for the file: records every request; reset before each test. */
export function useWebhookReceiver(): WebhookReceiver {
  let reply: (res: ServerResponse, n: number, hit: ReceivedWebhook) => void = (res) => res.end('ok');
  const receiver: WebhookReceiver = {
    origin: '',
    port: 0,
    received: [],
    respond: (r) => {
      reply = r;
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const hit = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      receiver.received.push(hit);
      reply(res, receiver.received.length, hit);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver.port = (server.address() as AddressInfo).port;
    receiver.origin = `http://127.0.0.1:${receiver.port}`;
  });
  beforeEach(() => {
    receiver.received.length = 0;
    reply = (res) => res.end('ok');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return receiver;
}
