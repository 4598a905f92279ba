import { translate } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccount, createOrder } from './support/factories';
import { buildTestApp, useTestApp } from './support/harness';
import { fields, samples, sendParts, type Part } from './support/multipart';

// Issue 33 point 4: tickets, messages and attachments had no budget (60 tickets, 60 messages and 30 MB of
// files in a burst all went in). The limits as shipped (an empty variable is the default).
const dataDir = mkdtempSync(join(tmpdir(), 'support-limits-'));
const t = useTestApp({
  env: { DATA_DIR: dataDir, RATE_LIMIT_TICKETS: '', RATE_LIMIT_MESSAGES: '', RATE_LIMIT_UPLOADS: '' },
});

const send = (url: string, token: string, parts: Part[], lang: 'ar' | 'en' = 'en', app = t.app) =>
  sendParts(app, url, token, parts, lang);

async function merchant() {
  const account = await createAccount(t.database.db);
  const token = await t.tokenFor(account.email);
  const order = await createOrder(t.database.db, account.clientId);
  return { ...account, token, order };
}

const complaint = (
  token: string,
  orderId: number,
  lang: 'ar' | 'en' = 'en',
  files: Part[] = [],
  app = t.app,
) =>
  send(
    '/api/client/ticket/create',
    token,
    [
      ...fields({
        type: 1,
        entity_id: orderId,
        complaint_type_id: 1,
        complaint_type_title_id: 12,
        description: 'Damaged parcel',
      }),
      ...files,
    ],
    lang,
    app,
  );

/** A PDF of `bytes` bytes (sniffed by its first bytes; no thumbnail to make). */
const pdfOf = (bytes: number): Part => ({
  name: 'file',
  file: Buffer.concat([samples.pdf, Buffer.alloc(bytes - samples.pdf.length, 0x20)]),
  filename: 'a.pdf',
  type: 'application/pdf',
});

async function storedBytes(clientId: number): Promise<number> {
  const result = await t.database.db.execute(
    sql`select coalesce(sum(size), 0)::float8 as bytes from stored_files where client_id = ${clientId}`,
  );
  return Number((result as unknown as { rows: Array<{ bytes: number }> }).rows[0]!.bytes);
}

function expectTooMany(answer: {
  status: number;
  body: Record<string, unknown>;
  raw: { headers: Record<string, unknown> };
}) {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.raw.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(answer.body).toMatchObject({ success: 0, code: 'TOO_MANY_REQUESTS', retry_after: seconds });
}

describe('tickets, messages and uploads draw on a budget (issue 33 point 4)', () => {
  // The limiter's windows run on the real clock (decision 038) and each test's reset data gives its
  // clients the same ids again, so each test starts a window later.
  let shift = 0;
  beforeEach(() => {
    shift += t.config.RATE_LIMIT_WINDOW_MS;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + shift });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a burst of 25 tickets: the 20 of the budget open, the rest get 429 with Retry-After in the caller’s language', async () => {
    const m = await merchant();
    const answers = await Promise.all(Array.from({ length: 25 }, () => complaint(m.token, m.order.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(t.config.RATE_LIMIT_TICKETS);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(25 - t.config.RATE_LIMIT_TICKETS);
    for (const answer of refused) expectTooMany(answer);
    expect(refused[0]!.body.error_msg).toBe(translate('errors.TOO_MANY_REQUESTS', 'en'));
    const arabic = await complaint(m.token, m.order.id, 'ar');
    expectTooMany(arabic);
    expect(arabic.body.error_msg).toBe(translate('errors.TOO_MANY_REQUESTS', 'ar'));
    // Another client has its own budget.
    const other = await merchant();
    expect((await complaint(other.token, other.order.id)).status).toBe(200);
  });

  it('a burst of 61 chat messages from one client: the 61st gets 429', async () => {
    const m = await merchant();
    const answers = await Promise.all(
      Array.from({ length: 61 }, (_, i) =>
        send('/api/client/order/push-message', m.token, fields({ id: m.order.id, message: `m${i}` })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(t.config.RATE_LIMIT_MESSAGES);
    expectTooMany(answers.find((a) => a.status !== 200)!);
    // A ticket reply is a message too: the same budget.
    expect(
      (await send('/api/client/ticket/reply', m.token, fields({ ticket_id: 1, message: 'a reply' }))).status,
    ).toBe(429);
  });

  it('counts the desk’s messages per staff member', async () => {
    const m = await merchant();
    const first = await send(
      '/api/client/order/push-message',
      m.token,
      fields({ id: m.order.id, message: 'hello' }),
    );
    const conversationId = first.body.feed.conversation.id as number;
    const deskWrites = (token: string) =>
      send(
        '/api/ops/chat/push-message',
        token,
        fields({ conversation_id: conversationId, message: 'on it' }),
      );
    const support = await t.staffTokenFor('support@demo.test');
    const answers = await Promise.all(Array.from({ length: 61 }, () => deskWrites(support)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(t.config.RATE_LIMIT_MESSAGES);
    expectTooMany(answers.find((a) => a.status !== 200)!);
    // Another staff member, and the client, each have their own budget.
    expect((await deskWrites(await t.staffTokenFor('admin@demo.test'))).status).toBe(200);
    expect(
      (await send('/api/client/order/push-message', m.token, fields({ id: m.order.id, message: 'again' })))
        .status,
    ).toBe(200);
  });

  it('30 MB of attachments in a burst (30 replies of 1 MB) stop at the uploads budget', async () => {
    const m = await merchant();
    const ticket = await complaint(m.token, m.order.id);
    const ticketId = ticket.body.feed.id as number;
    const megabyte = { ...pdfOf(1024 * 1024), name: 'image' };
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        send('/api/client/ticket/reply', m.token, [
          ...fields({ ticket_id: ticketId, message: 'a reply' }),
          megabyte,
        ]),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBe(t.config.RATE_LIMIT_UPLOADS);
    for (const answer of answers.filter((a) => a.status !== 200)) expectTooMany(answer);
    expect(await storedBytes(m.clientId)).toBe(accepted * 1024 * 1024);
    console.log(
      `30 MB burst: ${accepted} MB stored, ${30 - accepted} refused with 429, in ${seconds.toFixed(1)} s`,
    );
    // Messages without files still go through: they do not spend the uploads budget.
    expect(
      (
        await send(
          '/api/client/ticket/reply',
          m.token,
          fields({ ticket_id: ticketId, message: 'another reply' }),
        )
      ).status,
    ).toBe(200);
  });
});

describe('the attachment quota per client (FILES_QUOTA_MB)', () => {
  let app: FastifyInstance;
  const quotaDir = mkdtempSync(join(tmpdir(), 'support-quota-'));
  beforeAll(async () => {
    app = await buildTestApp({
      env: { DATA_DIR: quotaDir, FILES_QUOTA_MB: '1' },
      database: t.database,
      clock: t.clock,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('10 tickets with a 300 KB file at once: 3 fit in 1 MB, the others get 413 in the caller’s language and leave nothing behind', async () => {
    const m = await merchant();
    const push = (lang: 'ar' | 'en', file?: Part) =>
      send(
        '/api/client/order/push-message',
        m.token,
        [...fields({ id: m.order.id, message: 'file' }), ...(file ? [file] : [])],
        lang,
        app,
      );
    // Ten new tickets, so that no row they share (as a chat's conversation would be) lines them up.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        complaint(m.token, m.order.id, 'en', [{ ...pdfOf(300 * 1024), name: 'image[]' }], app),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    for (const answer of refused) {
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({
        success: 0,
        request_id: expect.any(String),
        code: 'FILES_QUOTA_EXCEEDED',
        error_msg: translate('errors.FILES_QUOTA_EXCEEDED', 'en', { limit: 1 }),
      });
    }
    expect(await storedBytes(m.clientId)).toBe(3 * 300 * 1024);
    const filesOnDisk = readdirSync(join(quotaDir, 'files'), { recursive: true }).filter((n) =>
      String(n).includes('.'),
    );
    expect(filesOnDisk).toHaveLength(3);

    const arabic = await push('ar', pdfOf(300 * 1024));
    expect(arabic.body.error_msg).toBe(translate('errors.FILES_QUOTA_EXCEEDED', 'ar', { limit: 1 }));
    // A message without files still goes through, and another client has its own quota.
    expect((await push('en')).status).toBe(200);
    const other = await merchant();
    const theirs = await send(
      '/api/client/order/push-message',
      other.token,
      [...fields({ id: other.order.id, message: 'file' }), pdfOf(300 * 1024)],
      'en',
      app,
    );
    expect(theirs.status).toBe(200);
  });
});
