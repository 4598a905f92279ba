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

/** A store write-back attempt (decision 075): the last request's URL and answer, and its Retry-After. */
export interface StoreJobResult extends AttemptResult {
  url: string;
  retryAfterMs?: number | null;
}
/** Enough bytes for 500 characters of any UTF-8 text; the rest of the answer is not read. */
const responseReadBytes = responseExcerptChars * 4;

/** What a pinned request answered (a store's API reads the whole JSON answer, a webhook 500 characters). */
export interface PinnedAnswer extends AttemptResult {
  /** The answer's text up to `readBytes`. */
  text: string;
  /** The answer's `Retry-After` in ms (seconds or an HTTP date), or null. */
  retryAfterMs: number | null;
}

/** `Retry-After` as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Sends one request to a checked target (url-guard.ts) within `timeoutMs` for the whole exchange. The
 * socket connects to the address that was checked (a pinned lookup), never to a fresh answer of the DNS.
 * Redirects are not followed (a 3xx is an answer like any other).
 */
export function sendPinned(
  target: Target,
  request: { method: string; body?: string; headers: Record<string, string>; timeoutMs: number },
  readBytes = responseReadBytes,
): Promise<PinnedAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const { body, timeoutMs } = request;
  const headers = { ...request.headers };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: Omit<PinnedAnswer, 'latencyMs' | 'responseExcerpt'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const excerpt = result.text.slice(0, responseExcerptChars);
      resolve({ ...result, responseExcerpt: excerpt || null, latencyMs: elapsed() });
    };
    const req = send(target.url, { method: request.method, lookup: pinned, headers }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const end = () => {
        finish({
          statusCode: res.statusCode ?? null,
          text: Buffer.concat(chunks).toString('utf8'),
          error: null,
          retryAfterMs: retryAfterMs(res.headers['retry-after']),
        });
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= readBytes) end();
      });
      res.on('end', end);
      res.on('error', end);
    });
    const failed = (error: string) => finish({ statusCode: null, text: '', error, retryAfterMs: null });
    const timer = setTimeout(() => {
      failed(`timed out after ${timeoutMs} ms`);
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => failed(err.message.slice(0, responseExcerptChars)));
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

/** POSTs a webhook's `body` to a checked target; the answer's first 500 characters are kept. */
export async function postWebhook(
  target: Target,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<AttemptResult> {
  const { statusCode, latencyMs, responseExcerpt, error } = await sendPinned(target, {
    method: 'POST',
    body,
    headers,
    timeoutMs,
  });
  return { statusCode, latencyMs, responseExcerpt, error };
}
