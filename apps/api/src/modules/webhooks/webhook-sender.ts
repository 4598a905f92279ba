import { createHmac } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import { resolveTimeoutMs, type Target } from './url-guard';

/** One attempt's send (connect, request, answer) is cut after this. */
export const webhookTimeoutMs = 5_000;
/**
 * The shortest lease the worker may take on a claimed event (WEBHOOK_LEASE_MS, checked at start): the
 * longest attempt (the address check and the send, each cut at 5 s) and 5 s for the database around
 * them. A shorter lease expires while the attempt still runs and another sweep sends the event again
 * (5 s sent 156 of 1,607 events 2–3 times; issue 33 §9, decision 037).
 */
export const webhookMinLeaseMs = resolveTimeoutMs + webhookTimeoutMs + 5_000;

/** What one attempt gave: a status code (any, redirects included: they are not followed) or an error. */
export interface AttemptResult {
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

export const responseExcerptChars = 500;
/** Enough bytes for 500 characters of any UTF-8 text; the rest of the answer is not read. */
const responseReadBytes = responseExcerptChars * 4;

/**
 * POSTs `body` to a checked target (url-guard.ts) within `timeoutMs` for the whole exchange. The socket
 * connects to the address that was checked (a pinned lookup), never to a fresh answer of the DNS.
 */
export function postWebhook(
  target: Target,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: Omit<AttemptResult, 'latencyMs'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    const req = send(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const end = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, responseExcerptChars);
          finish({ statusCode: res.statusCode ?? null, responseExcerpt: text || null, error: null });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= responseReadBytes) end();
        });
        res.on('end', end);
        res.on('error', end);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, responseExcerpt: null, error: `timed out after ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) =>
      finish({ statusCode: null, responseExcerpt: null, error: err.message.slice(0, responseExcerptChars) }),
    );
    req.end(body);
  });
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (decision 030); during a rotation's overlap one
 * `v1=` per secret, the new one first (decision 073, as Stripe does).
 */
export function webhookSignature(secrets: string | string[], unixSeconds: number, body: string): string {
  const macs = [secrets]
    .flat()
    .map((secret) => `v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`);
  return [`t=${unixSeconds}`, ...macs].join(',');
}
