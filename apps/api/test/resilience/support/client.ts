import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the demo merchant needs to create orders: a session token and a place it delivers to. */
export interface Merchant {
  token: string;
  government: number;
  area: number;
}

export async function loginMerchant(baseUrl: string): Promise<Merchant> {
  const login = await fetch(`${baseUrl}/api/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'merchant@demo.test', password: 'Demo#2026' }),
  });
  const body = (await login.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  const token = body.access_token;
  const get = async (path: string) =>
    (
      (await (
        await fetch(`${baseUrl}${path}`, {
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        })
      ).json()) as { feed: { id: number; name: string }[] }
    ).feed;
  const cairo = (await get('/api/client/get-government')).find((g) => g.name === 'Cairo')!;
  const nasr = (await get(`/api/client/get-area/${cairo.id}`)).find((a) => a.name === 'Nasr City')!;
  return { token, government: cairo.id, area: nasr.id };
}

/** One order/submit call with its Idempotency-Key (also written as the invoice number, to find it). */
export async function submitOrder(baseUrl: string, merchant: Merchant, key: string): Promise<Response> {
  return fetch(`${baseUrl}/api/client/order/submit`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${merchant.token}`,
      'idempotency-key': key,
    },
    body: JSON.stringify({
      receiver: 'محمد عبد الله',
      phone1: '01012345678',
      phone2: '',
      government: merchant.government,
      area: merchant.area,
      address: '12 شارع عباس العقاد',
      contentOrder: 'سماعات',
      collectedAmount: '250',
      sender: '',
      notes: '',
      invoice_number: key,
    }),
  });
}

export type Outcome =
  /** Created (or the stored answer of a repeat). */
  | { key: string; kind: 'done'; attempts: number }
  /** 503 before anything happened: the caller may retry. */
  | { key: string; kind: 'refused'; attempts: number }
  /** Nothing reached the server (connection refused). */
  | { key: string; kind: 'not-sent'; attempts: number }
  /**
   * The connection was reset before any answer. Over HTTP/1.1 this happens when a kept-alive connection
   * the server closes as idle is picked for a request at that instant; the server never read it. Whether it
   * was read is settled by the ledger (a reset key must not be stored), and a client retries it safely
   * with the same Idempotency-Key.
   */
  | { key: string; kind: 'reset'; attempts: number; detail: string }
  /** Anything else: a reset mid-request, a 5xx other than 503, an unexpected status. */
  | { key: string; kind: 'lost'; attempts: number; detail: string };

/**
 * Creates orders with `concurrency` callers until `until()` is true or `maxRequests` were started,
 * each with a fresh key. `retries`: how many times one key is sent again after a 503 or a network
 * failure (0 = report the first outcome). Bounded in count, and in time by `deadline`.
 */
export async function orderLoad(options: {
  baseUrl: string;
  merchant: Merchant;
  concurrency: number;
  maxRequests: number;
  until: () => boolean;
  retries?: number;
  deadline?: number;
}): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const deadline = options.deadline ?? Date.now() + 30_000;
  let started = 0;
  const caller = async () => {
    while (!options.until() && started < options.maxRequests && Date.now() < deadline) {
      started++;
      outcomes.push(await oneOrder(options, randomUUID(), deadline));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, caller));
  return outcomes;
}

async function oneOrder(
  options: { baseUrl: string; merchant: Merchant; retries?: number },
  key: string,
  deadline: number,
): Promise<Outcome> {
  let attempts = 0;
  for (;;) {
    attempts++;
    let outcome: Outcome;
    try {
      const res = await submitOrder(options.baseUrl, options.merchant, key);
      const text = await res.text();
      if (res.status === 200) return { key, kind: 'done', attempts };
      outcome =
        res.status === 503
          ? { key, kind: 'refused', attempts }
          : { key, kind: 'lost', attempts, detail: `${res.status} ${text.slice(0, 200)}` };
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      const detail = `${code ?? ''} ${(error as Error).message}`;
      outcome =
        code === 'ECONNREFUSED'
          ? { key, kind: 'not-sent', attempts }
          : code === 'ECONNRESET' || code === 'UND_ERR_SOCKET'
            ? { key, kind: 'reset', attempts, detail }
            : { key, kind: 'lost', attempts, detail };
    }
    if (attempts > (options.retries ?? 0) || Date.now() > deadline) return outcome;
    await sleep(100);
  }
}

/** The outcomes by kind, and a line that prints them. */
export function tally(outcomes: Outcome[]) {
  const of = <K extends Outcome['kind']>(kind: K) =>
    outcomes.filter((o): o is Extract<Outcome, { kind: K }> => o.kind === kind);
  const counts = {
    done: of('done'),
    refused: of('refused'),
    notSent: of('not-sent'),
    reset: of('reset'),
    lost: of('lost'),
  };
  const line =
    `${outcomes.length} requests: ${counts.done.length} done, ${counts.refused.length} refused with 503, ` +
    `${counts.notSent.length} not sent, ${counts.reset.length} reset before an answer, ${counts.lost.length} lost`;
  return { ...counts, line };
}
