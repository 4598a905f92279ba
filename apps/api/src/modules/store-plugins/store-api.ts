import type { MessageKey } from '@courier/contracts';
import { isIP } from 'node:net';
import type { StoreJobResult, WebhooksService } from '../webhooks/webhooks.service';

/** The webhooks' outbound calls (decision 030): the address rules, checked and pinned. */
export type Outbound = Pick<WebhooksService, 'allowsPrivate' | 'refusalOf' | 'outbound'>;

/** One request to a store's API is cut after this (as a webhook's). */
export const storeCallTimeoutMs = 5_000;
/** A store's answer is read up to this many bytes (an order's fulfilment orders or notes). */
const answerBytes = 1_000_000;

const loopback = (host: string) => host === 'localhost' || (isIP(host) !== 0 && /^(127\.|::1$)/.test(host));

/**
 * The webhooks' address rules for a store's API (decision 030), stricter on the scheme: the merchant's
 * credentials travel in a header, so https always, and plain http only to this machine's loopback when
 * private addresses are allowed (the tests' local mocks, ALLOW_PRIVATE_WEBHOOKS). A refusal's key, or null.
 */
export async function storeUrlRefusal(raw: string, outbound: Outbound): Promise<MessageKey | null> {
  return schemeRefusal(raw, outbound.allowsPrivate) ?? outbound.refusalOf(raw);
}

function schemeRefusal(raw: string, allowsPrivate: boolean): MessageKey | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'storePlugins.storeUrlInvalid';
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (url.protocol === 'http:' && !(allowsPrivate && loopback(host))) return 'webhooks.httpsRequired';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'storePlugins.storeUrlInvalid';
  return null;
}

/** A request the store refused or that never got an answer: the attempt ends with it in the log. */
export class StoreCallFailed extends Error {
  constructor(readonly result: StoreJobResult) {
    super(result.error ?? 'store call failed');
  }
}

/**
 * A store's REST API for one attempt: every call checked against the address rules and pinned to the
 * checked address, JSON in and out, the merchant's credentials in `headers`. A non-2xx answer, a network
 * error or an answer that is not JSON throws `StoreCallFailed`; `last()` is what the log keeps.
 */
export function storeApi(options: { base: string; headers: Record<string, string>; outbound: Outbound }) {
  const base = options.base.replace(/\/+$/, '');
  let totalMs = 0;
  let last: StoreJobResult = {
    url: base,
    statusCode: null,
    latencyMs: 0,
    responseExcerpt: null,
    error: null,
  };

  const failed = (result: Partial<StoreJobResult> & { error: string }) => {
    last = { ...last, ...result, latencyMs: totalMs };
    return new StoreCallFailed(last);
  };

  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const url = `${base}${path}`;
    // The scheme here; the addresses in `outbound`, which checks and pins them for this request.
    const refused = schemeRefusal(url, options.outbound.allowsPrivate);
    if (refused) throw failed({ url, statusCode: null, responseExcerpt: null, error: `refused: ${refused}` });
    const headers: Record<string, string> = {
      ...options.headers,
      accept: 'application/json',
      'user-agent': 'CourierPortal-StoreWriteBack/1',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const request = {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: storeCallTimeoutMs,
    };
    const answer = await options.outbound.outbound(url, request, answerBytes);
    if ('refused' in answer)
      throw failed({ url, statusCode: null, responseExcerpt: null, error: `refused: ${answer.refused}` });
    totalMs += answer.latencyMs;
    const { statusCode, responseExcerpt } = answer;
    last = {
      url,
      statusCode,
      responseExcerpt,
      latencyMs: totalMs,
      error: null,
      retryAfterMs: answer.retryAfterMs,
    };
    if (answer.error !== null) throw failed({ error: answer.error });
    if (statusCode === null || statusCode < 200 || statusCode >= 300)
      throw failed({ error: `${method} answered ${statusCode}` });
    try {
      return JSON.parse(answer.text) as T;
    } catch {
      throw failed({ error: `${method} answered ${statusCode} without JSON` });
    }
  }

  return {
    call,
    /** Ends the attempt as failed with this reason (the store answered, but not what the step needs). */
    refuse: (reason: string) => failed({ error: reason }),
    last: () => last,
  };
}

export type StoreApi = ReturnType<typeof storeApi>;
