import {
  createTicketResponseSchema,
  opsTicketListResponseSchema,
  opsTicketShowResponseSchema,
  ticketListResponseSchema,
  ticketLogResponseSchema,
  ticketShowResponseSchema,
  ticketTypesResponseSchema,
} from '@courier/contracts';
import { sql } from 'drizzle-orm';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { totalCap } from '../src/modules/tickets/tickets.repository';
import { dueTime } from '../src/modules/tickets/working-hours';
import { createAccount, createMission, createOrder, createUser } from './support/factories';
import { useTestApp } from './support/harness';
import { fields, samples, sendParts, type Part } from './support/multipart';

const dataDir = mkdtempSync(join(tmpdir(), 'tickets-files-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });

const { png, jpeg, webp, pdf } = samples;

const send = (url: string, token: string, parts: Part[], lang: 'ar' | 'en' = 'en') =>
  sendParts(t.app, url, token, parts, lang);

async function merchant() {
  const account = await createAccount(t.database.db);
  const token = await t.tokenFor(account.email);
  const order = await createOrder(t.database.db, account.clientId);
  return { ...account, token, order };
}

async function complaint(token: string, orderId: number, files: Part[] = []) {
  return send('/api/client/ticket/create', token, [
    ...fields({
      type: 1,
      entity_id: orderId,
      complaint_type_id: 1,
      complaint_type_title_id: 12,
      description: 'الطرد وصل تالفًا 📦',
    }),
    ...files,
  ]);
}

const filesDir = () => {
  try {
    return readdirSync(join(dataDir, 'files'), { recursive: true }).filter((n) => String(n).includes('.'));
  } catch {
    return [];
  }
};

describe('ticket reference calls', () => {
  it('lists complaint types with their titles, inquiry types and the instructions, in both languages', async () => {
    const { token } = await merchant();
    const types = await t.call({ url: '/api/client/ticket/complains-types', token, lang: 'ar' });
    expect(types.status).toBe(200);
    ticketTypesResponseSchema.parse(types.body);
    expect(types.body.feed[0].titles.length).toBeGreaterThan(0);
    expect(types.body.feed[0].title).toBe('التوصيل');
    const inquiries = await t.call({ url: '/api/client/ticket/inquiries-types', token, lang: 'en' });
    expect(inquiries.body.feed.map((i: { title: string }) => i.title)).toContain('My account');
    const instructions = await t.call({ url: '/api/client/ticket/ticket-instructions', token, lang: 'en' });
    expect(instructions.body.feed.instructions).toHaveLength(4);
    expect(instructions.body.feed.instructions[3]).toContain('4 working hours');
    expect((await t.call({ url: '/api/client/ticket/complains-types' })).status).toBe(401);
  });
});

describe('ticket/create', () => {
  it('opens an order complaint with two images, kept as sent (Arabic, emoji), with its log', async () => {
    const m = await merchant();
    const res = await complaint(m.token, m.order.id, [
      { name: 'image[]', file: png, filename: 'صورة.png', type: 'image/png' },
      { name: 'image[]', file: jpeg, filename: 'b.jpg', type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(200);
    createTicketResponseSchema.parse(res.body);
    expect(res.body.feed).toMatchObject({
      type: 1,
      status: 0,
      entity_code: m.order.code,
      description: 'الطرد وصل تالفًا 📦',
      mission_complaint: 0,
    });
    expect(res.body.feed.images.map((f: { mime: string }) => f.mime)).toEqual(['image/png', 'image/jpeg']);
    expect(res.body.feed.images[0].file_name).toBe('صورة.png');
    expect([0, 1]).toContain(res.body.not_delay);
    const log = await t.call({ url: `/api/client/ticket/log?ticket_id=${res.body.feed.id}`, token: m.token });
    ticketLogResponseSchema.parse(log.body);
    expect(log.body.feed.logs[0].action).toBe('created');
  });

  it('opens a mission complaint without complaint types, and an inquiry (JSON)', async () => {
    const m = await merchant();
    const mission = await createMission(t.database.db, m.clientId);
    const res = await send(
      '/api/client/ticket/create',
      m.token,
      fields({ type: 1, mission_complaint: 1, entity_id: mission.id, description: 'المهمة لم تتم' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.feed).toMatchObject({
      mission_complaint: 1,
      entity_code: mission.code,
      complaint_type_id: null,
      // The code is beside the subject, not in it (issue 41.10).
      subject: 'Complaint about a mission',
    });
    expect(res.body.feed.subject).not.toContain(mission.code);
    const inquiry = await t.call({
      method: 'POST',
      url: '/api/client/ticket/create',
      token: m.token,
      body: { type: 2, inquiry_type_id: 2, description: 'How do I change my phone? \u200f' },
    });
    expect(inquiry.status).toBe(200);
    expect(inquiry.body.feed.description).toBe('How do I change my phone? \u200f'.trim());
    expect(inquiry.body.feed.inquiry_type_id).toBe(2);
  });

  it('refuses missing fields, unknown types and another client’s order (422)', async () => {
    const m = await merchant();
    const other = await merchant();
    const missing = await t.call({
      method: 'POST',
      url: '/api/client/ticket/create',
      token: m.token,
      body: { type: 1, description: 'abc' },
      lang: 'en',
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(
      expect.arrayContaining(['entity_id', 'complaint_type_id', 'complaint_type_title_id']),
    );
    const badTitle = await t.call({
      method: 'POST',
      url: '/api/client/ticket/create',
      token: m.token,
      body: {
        type: 1,
        entity_id: m.order.id,
        complaint_type_id: 1,
        complaint_type_title_id: 21,
        description: 'abc',
      },
    });
    expect(badTitle.status).toBe(422);
    expect(badTitle.body.errors.complaint_type_title_id).toBeTruthy();
    const foreign = await complaint(m.token, other.order.id);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.entity_id).toBeTruthy();
    const noInquiry = await t.call({
      method: 'POST',
      url: '/api/client/ticket/create',
      token: m.token,
      body: { type: 2, description: 'abc' },
    });
    expect(noInquiry.body.errors.inquiry_type_id).toBeTruthy();
    const badType = await t.call({
      method: 'POST',
      url: '/api/client/ticket/create',
      token: m.token,
      body: { type: 3, description: 'abc' },
    });
    expect(badType.status).toBe(422);
  });

  it('checks files by their bytes: 415 for a disguised file, 413 for six files or one over 5 MB; nothing stored', async () => {
    const m = await merchant();
    const before = filesDir().length;
    const disguised = await complaint(m.token, m.order.id, [
      { name: 'image[]', file: png, filename: 'ok.png' },
      {
        name: 'image[]',
        file: Buffer.from('<html><script>alert(1)</script>'),
        filename: 'x.png',
        type: 'image/png',
      },
    ]);
    expect(disguised.status).toBe(415);
    expect(disguised.body.code).toBe('FILE_TYPE_NOT_ACCEPTED');
    const six = await complaint(
      m.token,
      m.order.id,
      Array.from({ length: 6 }, (_, i) => ({ name: 'image[]', file: png, filename: `${i}.png` })),
    );
    expect(six.status).toBe(413);
    expect(six.body.code).toBe('TOO_MANY_FILES');
    const big = await complaint(m.token, m.order.id, [
      { name: 'image[]', file: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]), filename: 'big.pdf' },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('FILE_TOO_LARGE');
    expect(filesDir().length).toBe(before);
    const list = await t.call({ url: '/api/client/ticket/get', token: m.token });
    expect(list.body.feed.total).toBe(0);
    const arabic = await complaint(m.token, m.order.id, [
      { name: 'image[]', file: Buffer.from('GIF89a'), filename: 'a.gif' },
    ]);
    expect(arabic.status).toBe(415);
  });

  it('accepts WebP and PDF, and five files exactly', async () => {
    const m = await merchant();
    const res = await complaint(m.token, m.order.id, [
      { name: 'image[]', file: webp, filename: 'a.webp' },
      { name: 'image[]', file: pdf, filename: 'b.pdf' },
      { name: 'image[]', file: png, filename: 'c.png' },
      { name: 'image[]', file: jpeg, filename: 'd.jpg' },
      { name: 'image[]', file: png, filename: 'e.png' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.feed.images.map((f: { mime: string }) => f.mime)).toEqual([
      'image/webp',
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/png',
    ]);
  });
});

describe('files', () => {
  it('serves a file to its client only, as an attachment with nosniff; another client gets 404', async () => {
    const m = await merchant();
    const other = await merchant();
    const res = await complaint(m.token, m.order.id, [
      { name: 'image[]', file: png, filename: 'صورة "1".png' },
    ]);
    const file = res.body.feed.images[0];
    const own = await t.call({ url: `/api/client/${file.url}`, token: m.token });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(String(own.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(own.raw.rawPayload.equals(png)).toBe(true);
    expect((await t.call({ url: `/api/client/${file.url}`, token: other.token })).status).toBe(404);
    expect((await t.call({ url: `/api/client/${file.url}` })).status).toBe(401);
    expect((await t.call({ url: '/api/client/files/999999', token: m.token })).status).toBe(404);
    const desk = await t.staffTokenFor('support@demo.test');
    expect((await t.call({ url: `/api/ops/${file.url}`, token: desk })).status).toBe(200);
    const ops = await t.staffTokenFor('ops@demo.test');
    expect((await t.call({ url: `/api/ops/${file.url}`, token: ops })).status).toBe(403);
  });
});

describe('a file whose name says another type (issue 33 §7)', () => {
  // A JPEG by its first bytes that a browser would also render as HTML, sent as a web page.
  const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.domain)</script></html>')]);

  it('is saved and downloaded under its base name with the extension of its accepted type', async () => {
    const m = await merchant();
    const res = await complaint(m.token, m.order.id, [
      { name: 'image[]', file: polyglot, filename: 'x.html', type: 'text/html' },
      { name: 'image[]', file: pdf, filename: 'statement', type: 'application/pdf' },
    ]);
    expect(res.status).toBe(200);
    const [image, paper] = res.body.feed.images;
    expect(image).toMatchObject({ file_name: 'x.jpg', mime: 'image/jpeg' });
    expect(paper).toMatchObject({ file_name: 'statement.pdf', mime: 'application/pdf' });
    const download = await t.call({ url: `/api/client/${image.url}`, token: m.token });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe('attachment; filename="x.jpg"');
  });

  it('downloads a row saved before the rule under the same rule', async () => {
    const m = await merchant();
    const res = await complaint(m.token, m.order.id, [
      { name: 'image[]', file: polyglot, filename: 'a.jpg' },
    ]);
    const file = res.body.feed.images[0];
    await t.database.db.execute(sql`update stored_files set file_name = 'old.html' where id = ${file.id}`);
    const download = await t.call({ url: `/api/client/${file.url}`, token: m.token });
    expect(download.headers['content-disposition']).toBe('attachment; filename="old.jpg"');
  });
});

describe('the conversation between a merchant and the desk', () => {
  it('runs a complaint to its end: desk assigns, replies with a file, merchant reads, desk closes, merchant rates', async () => {
    const m = await merchant();
    const created = await complaint(m.token, m.order.id);
    const id = created.body.feed.id as number;
    const desk = await t.staffTokenFor('support@demo.test');

    const queue = await t.call({ url: '/api/ops/tickets?status=0', token: desk });
    expect(queue.status).toBe(200);
    opsTicketListResponseSchema.parse(queue.body);
    expect(queue.body.feed.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(queue.body.feed.data.find((r: { id: number }) => r.id === id).waiting).toBe(1);

    const assigned = await t.call({
      method: 'POST',
      url: '/api/ops/tickets/assign',
      token: desk,
      body: { ticket_id: id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.feed).toMatchObject({ status: 1, assigned_user: { name: expect.any(String) } });

    const reply = await send('/api/ops/tickets/reply', desk, [
      ...fields({ ticket_id: id, message: 'نعتذر، سنعوضك 🙏' }),
      { name: 'image', file: pdf, filename: 'إيصال.pdf' },
    ]);
    expect(reply.status).toBe(200);
    opsTicketShowResponseSchema.parse(reply.body);
    expect(reply.body.feed.replies[0]).toMatchObject({ from: 'staff', message: 'نعتذر، سنعوضك 🙏' });
    expect(reply.body.feed.replies[0].files[0].file_name).toBe('إيصال.pdf');

    expect(
      (await t.call({ url: '/api/client/ticket/unreaded_tickets', token: m.token })).body.feed.count,
    ).toBe(1);
    const unreadList = await t.call({ url: '/api/client/ticket/get?seen_by_client=0', token: m.token });
    expect(unreadList.body.feed.data[0]).toMatchObject({ id, seen_by_client: 0, unread_replies: 1 });

    // The merchant's own reply, then show (newest first), which marks the desk's reply seen.
    const own = await send('/api/client/ticket/reply', m.token, fields({ ticket_id: id, message: 'شكرًا' }));
    expect(own.status).toBe(200);
    const shown = await t.call({ url: `/api/client/ticket/show?ticket_id=${id}`, token: m.token });
    ticketShowResponseSchema.parse(shown.body);
    expect(shown.body.feed.replies.map((r: { from: string }) => r.from)).toEqual(['client', 'staff']);
    expect(shown.body.feed.assigned_user).not.toBeNull();
    expect(
      (await t.call({ url: '/api/client/ticket/unreaded_tickets', token: m.token })).body.feed.count,
    ).toBe(0);

    // Rating before closing: 409; the desk closes; a reply is then 409; rating 1–5 once.
    const rate = (value: number) =>
      t.call({
        method: 'POST',
        url: '/api/client/ticket/rate',
        token: m.token,
        body: { ticket_id: id, rate: value },
      });
    expect((await rate(5)).status).toBe(409);
    const closed = await t.call({
      method: 'POST',
      url: '/api/ops/tickets/status',
      token: desk,
      body: { ticket_id: id, status: 2 },
    });
    expect(closed.body.feed.status).toBe(2);
    const late = await send('/api/client/ticket/reply', m.token, fields({ ticket_id: id, message: 'و؟' }));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TICKET_CLOSED');
    expect((await rate(6)).status).toBe(422);
    expect((await rate(0)).status).toBe(422);
    const rated = await rate(4);
    expect(rated.status).toBe(200);
    expect(rated.body.feed.rate).toBe(4);
    expect((await rate(5)).status).toBe(409);

    // Reopened by the desk, the merchant can write again.
    await t.call({
      method: 'POST',
      url: '/api/ops/tickets/status',
      token: desk,
      body: { ticket_id: id, status: 1 },
    });
    expect(
      (await send('/api/client/ticket/reply', m.token, fields({ ticket_id: id, message: 'مرة أخرى' })))
        .status,
    ).toBe(200);
    const log = await t.call({ url: `/api/client/ticket/log?ticket_id=${id}`, token: m.token, lang: 'en' });
    expect(log.body.feed.logs.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(['created', 'assigned', 'replied', 'status', 'rated']),
    );
  });

  it('refuses an empty reply without a file (422) and another client’s ticket (404 everywhere)', async () => {
    const m = await merchant();
    const other = await merchant();
    const id = (await complaint(m.token, m.order.id)).body.feed.id as number;
    const empty = await send('/api/client/ticket/reply', m.token, fields({ ticket_id: id, message: '   ' }));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toBeTruthy();
    const fileOnly = await send('/api/client/ticket/reply', m.token, [
      ...fields({ ticket_id: id }),
      { name: 'image', file: png, filename: 'x.png' },
    ]);
    expect(fileOnly.status).toBe(200);
    expect(fileOnly.body.feed.reply.files).toHaveLength(1);
    const o = other.token;
    expect((await t.call({ url: `/api/client/ticket/show?ticket_id=${id}`, token: o })).status).toBe(404);
    expect((await t.call({ url: `/api/client/ticket/log?ticket_id=${id}`, token: o })).status).toBe(404);
    expect((await send('/api/client/ticket/reply', o, fields({ ticket_id: id, message: 'x' }))).status).toBe(
      404,
    );
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/client/ticket/rate',
          token: o,
          body: { ticket_id: id, rate: 3 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/client/ticket/reply-seen', token: o, body: { id } })).status,
    ).toBe(404);
    expect((await t.call({ url: `/api/client/ticket/get?id=${id}`, token: o })).body.feed.total).toBe(0);
    expect((await t.call({ url: '/api/client/ticket/show?ticket_id=abc', token: o })).status).toBe(422);
  });

  it('lets a sub-user see and answer its client’s tickets', async () => {
    const m = await merchant();
    const sub = await createUser(t.database.db, m.clientId);
    const subToken = await t.tokenFor(sub.email);
    const id = (await complaint(m.token, m.order.id)).body.feed.id as number;
    const list = await t.call({ url: '/api/client/ticket/get', token: subToken });
    expect(list.body.feed.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(
      (
        await send(
          '/api/client/ticket/reply',
          subToken,
          fields({ ticket_id: id, message: 'من المستخدم الفرعي' }),
        )
      ).status,
    ).toBe(200);
  });

  it('filters the list by status and pages it; reply-seen clears the unread mark', async () => {
    const m = await merchant();
    const desk = await t.staffTokenFor('support@demo.test');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await complaint(m.token, m.order.id)).body.feed.id);
    await t.call({
      method: 'POST',
      url: '/api/ops/tickets/status',
      token: desk,
      body: { ticket_id: ids[0], status: 2 },
    });
    const open = await t.call({ url: '/api/client/ticket/get?status=0', token: m.token });
    ticketListResponseSchema.parse(open.body);
    expect(open.body.feed.data.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const paged = await t.call({ url: '/api/client/ticket/get?page=2&perPage=2', token: m.token });
    expect(paged.body.feed).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expect(paged.body.feed.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    // The total rides on the page's rows; a page past the end has none and still answers it.
    const past = await t.call({ url: '/api/client/ticket/get?page=9&perPage=2', token: m.token });
    expect(past.body.feed).toMatchObject({ data: [], current_page: 9, last_page: 2, total: 3 });
    const unreadOpen = await t.call({
      url: '/api/client/ticket/get?status=0&seen_by_client=1',
      token: m.token,
    });
    expect(unreadOpen.body.feed.total).toBe(unreadOpen.body.feed.data.length);
    expect((await t.call({ url: '/api/client/ticket/get?status=7', token: m.token })).status).toBe(422);

    await send('/api/ops/tickets/reply', desk, fields({ ticket_id: ids[1]!, message: 'ok' }));
    expect(
      (await t.call({ url: '/api/client/ticket/unreaded_tickets', token: m.token })).body.feed.count,
    ).toBe(1);
    const seen = await t.call({
      method: 'POST',
      url: '/api/client/ticket/reply-seen',
      token: m.token,
      body: { id: ids[1] },
    });
    expect(seen.status).toBe(200);
    expect(
      (await t.call({ url: '/api/client/ticket/unreaded_tickets', token: m.token })).body.feed.count,
    ).toBe(0);
  });

  it('keeps the desk calls to support staff (and admin); ops gets 403, a client token 401', async () => {
    const m = await merchant();
    const ops = await t.staffTokenFor('ops@demo.test');
    const admin = await t.staffTokenFor('admin@demo.test');
    expect((await t.call({ url: '/api/ops/tickets', token: ops })).status).toBe(403);
    expect((await t.call({ url: '/api/ops/tickets', token: admin })).status).toBe(200);
    expect((await t.call({ url: '/api/ops/tickets', token: m.token })).status).toBe(401);
    const desk = await t.staffTokenFor('support@demo.test');
    expect((await t.call({ url: '/api/ops/tickets/show?ticket_id=999999', token: desk })).status).toBe(404);
    const id = (await complaint(m.token, m.order.id)).body.feed.id as number;
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/ops/tickets/assign',
          token: desk,
          body: { ticket_id: id, staff_id: 999999 },
        })
      ).status,
    ).toBe(422);
    expect((await send('/api/ops/tickets/reply', desk, fields({ ticket_id: id, message: '' }))).status).toBe(
      422,
    );
    const mine = await t.call({ url: '/api/ops/tickets?assigned=none', token: desk });
    expect(mine.body.feed.data.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('shows the desk the order a complaint is about with its log, and filters the queue by one agent', async () => {
    const m = await merchant();
    const desk = await t.staffTokenFor('support@demo.test');
    const id = (await complaint(m.token, m.order.id)).body.feed.id as number;
    const shown = await t.call({ url: `/api/ops/tickets/show?ticket_id=${id}`, token: desk, lang: 'en' });
    expect(shown.status).toBe(200);
    opsTicketShowResponseSchema.parse(shown.body);
    expect(shown.body.feed.entity).toMatchObject({ kind: 'order', id: m.order.id, code: m.order.code });
    expect(shown.body.feed.entity.status_name).toEqual(expect.any(String));
    expect(Array.isArray(shown.body.feed.entity.logs)).toBe(true);

    const me = await t.call({ url: '/api/ops/me', token: desk });
    const staffId = me.body.feed.staff_id as number;
    await t.call({ method: 'POST', url: '/api/ops/tickets/assign', token: desk, body: { ticket_id: id } });
    const theirs = await t.call({ url: `/api/ops/tickets?assigned=${staffId}&perPage=100`, token: desk });
    expect(theirs.status).toBe(200);
    expect(theirs.body.feed.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(
      theirs.body.feed.data.every(
        (r: { assigned_user: { id: number } | null }) => r.assigned_user?.id === staffId,
      ),
    ).toBe(true);
    const nobody = await t.call({ url: '/api/ops/tickets?assigned=none&perPage=100', token: desk });
    expect(nobody.body.feed.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await t.call({ url: '/api/ops/tickets?assigned=someone', token: desk })).status).toBe(422);
  });
});

describe('working hours (not_delay)', () => {
  it('is 1 within Cairo working hours with the target time left, else 0 and due on the next working day', () => {
    // Sunday 2026-11-22 10:00 Cairo (08:00 UTC): due 14:00 Cairo.
    expect(dueTime(new Date('2026-11-22T08:00:00Z'), 4)).toEqual({
      dueAt: new Date('2026-11-22T12:00:00Z'),
      notDelay: 1,
    });
    // Sunday 15:00 Cairo: not enough time left; due Monday 13:00 Cairo.
    expect(dueTime(new Date('2026-11-22T13:00:00Z'), 4)).toEqual({
      dueAt: new Date('2026-11-23T11:00:00Z'),
      notDelay: 0,
    });
    // Thursday 20:00 Cairo: due Sunday 13:00 Cairo (Friday and Saturday are off).
    expect(dueTime(new Date('2026-11-26T18:00:00Z'), 4)).toEqual({
      dueAt: new Date('2026-11-29T11:00:00Z'),
      notDelay: 0,
    });
    // Monday 07:00 Cairo: due the same day 13:00.
    expect(dueTime(new Date('2026-11-23T05:00:00Z'), 4)).toEqual({
      dueAt: new Date('2026-11-23T11:00:00Z'),
      notDelay: 0,
    });
  });
});

describe('ticket/get at scale', () => {
  it('counts at most 10,000 tickets (500 pages of 20) and still serves a page beyond', async () => {
    const m = await merchant();
    await t.database.db.execute(
      sql`insert into tickets (client_id, type, status, description, inquiry_type_id, due_at)
          select ${m.clientId}, 2, 0, 'bulk ' || n, 1, now() from generate_series(1, ${totalCap + 5}) as n`,
    );
    const first = await t.call({ url: '/api/client/ticket/get', token: m.token });
    expect(first.body.feed).toMatchObject({ total: totalCap, last_page: totalCap / 20 });
    expect(first.body.feed.data[0].description).toBe(`bulk ${totalCap + 5}`);
    const beyond = await t.call({ url: '/api/client/ticket/get?page=501', token: m.token });
    expect(beyond.body.feed.data.map((r: { description: string }) => r.description)).toEqual([
      'bulk 5',
      'bulk 4',
      'bulk 3',
      'bulk 2',
      'bulk 1',
    ]);
  });
});
