import {
  chatConversationListResponseSchema,
  chatMessagesResponseSchema,
  chatUnreadResponseSchema,
  opsAssignChatResponseSchema,
  pushChatMessageResponseSchema,
} from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chatAssignments } from '../src/db/schema/chat';
import { staff } from '../src/db/schema/staff';
import { storedFiles } from '../src/db/schema/support';
import { minutes } from './support/clock';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { useSockets } from './support/sockets';
import { fields, samples, sendParts, type Part } from './support/multipart';

const dataDir = mkdtempSync(join(tmpdir(), 'chat-files-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });

const send = (url: string, token: string, parts: Part[], lang: 'ar' | 'en' = 'en') =>
  sendParts(t.app, url, token, parts, lang);

/** Arabic with an RTL mark, an emoji and a Latin code inside: must come back byte for byte. */
const arabic = '\u200fالطرد رقم ABC-12 لم يصل بعد 📦؟';

async function merchant() {
  const account = await createAccount(t.database.db);
  const token = await t.tokenFor(account.email);
  const order = await createOrder(t.database.db, account.clientId);
  const mission = await createMission(t.database.db, account.clientId);
  return { ...account, token, order, mission };
}

const filesOnDisk = () => {
  try {
    return readdirSync(join(dataDir, 'files'), { recursive: true }).filter((n) => String(n).includes('.'));
  } catch {
    return [];
  }
};

const post = (url: string, token: string) => t.call({ method: 'POST', url, token });

describe('order chat, both sides', () => {
  it('carries a message to the desk and an answer with a file back; unread counts move on each side', async () => {
    const m = await merchant();
    const desk = await t.staffTokenFor('support@demo.test');

    const first = await send(
      '/api/client/order/push-message',
      m.token,
      fields({ id: m.order.id, message: arabic }),
    );
    expect(first.status).toBe(200);
    pushChatMessageResponseSchema.parse(first.body);
    expect(first.body.feed.message).toMatchObject({
      message: arabic,
      from: 'client',
      latitude: null,
      files: [],
    });
    const conversationId = first.body.feed.conversation.id;
    expect(first.body.feed.conversation).toMatchObject({
      kind: 'order',
      subject_id: m.order.id,
      code: m.order.code,
    });

    // The desk sees it unread, opens it (read), answers with a PNG.
    const queue = await t.call({ url: '/api/ops/chat/conversations?is_read=0', token: desk });
    expect(queue.status).toBe(200);
    chatConversationListResponseSchema.parse(queue.body);
    expect(queue.body.feed.data.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
      unread: 1,
      last_message: arabic,
      client_id: m.clientId,
    });
    const opened = await t.call({
      url: `/api/ops/chat/messages?conversation_id=${conversationId}`,
      token: desk,
    });
    expect(opened.status).toBe(200);
    chatMessagesResponseSchema.parse(opened.body);
    expect(opened.body.feed.messages.map((x: { message: string }) => x.message)).toEqual([arabic]);
    const after = await t.call({ url: '/api/ops/chat/conversations?is_read=0', token: desk });
    expect(after.body.feed.data.some((c: { id: number }) => c.id === conversationId)).toBe(false);

    const answer = await send('/api/ops/chat/push-message', desk, [
      ...fields({ conversation_id: conversationId, message: 'وصل الطرد 👍' }),
      { name: 'file', file: samples.png, filename: 'إيصال.png', type: 'image/png' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.feed.message).toMatchObject({ from: 'staff', message: 'وصل الطرد 👍' });
    expect(answer.body.feed.message.files).toEqual([
      expect.objectContaining({ file_name: 'إيصال.png', mime: 'image/png', is_image: 1 }),
    ]);

    // The merchant: one unread chat, found by code and by is_read; opening it reads it.
    const unread = await post('/api/client/conversations?is_read=0', m.token);
    expect(unread.body.feed).toMatchObject({ total: 1, unread_conversations: 1 });
    expect(unread.body.feed.data[0]).toMatchObject({ id: conversationId, unread: 1 });
    expect((await post(`/api/client/conversations?code=${m.order.code}`, m.token)).body.feed.total).toBe(1);
    expect((await post('/api/client/conversations?code=99999999', m.token)).body.feed.total).toBe(0);
    expect((await post('/api/client/mission_conversations', m.token)).body.feed.total).toBe(0);

    const thread = await post(`/api/client/order/messages?id=${m.order.id}`, m.token);
    expect(thread.status).toBe(200);
    expect(thread.body.feed.messages.map((x: { from: string }) => x.from)).toEqual(['client', 'staff']);
    expect(thread.body.feed.conversation.unread).toBe(0);
    const fileId = thread.body.feed.messages[1].files[0].id;
    const download = await t.call({ url: `/api/client/files/${fileId}`, token: m.token });
    expect(download.status).toBe(200);
    expect(download.raw.rawPayload.equals(samples.png)).toBe(true);
    const read = await post('/api/client/conversations?is_read=1', m.token);
    expect(read.body.feed).toMatchObject({ total: 1, unread_conversations: 0 });

    // The answer became a chat_message notification (nobody had the chat open), naming the order so
    // its link opens that chat.
    const bell = await t.call({
      method: 'POST',
      url: '/api/client/notification/fetch',
      token: m.token,
      lang: 'en',
    });
    expect(bell.body.feed[0]).toMatchObject({
      type_key: 'chat_message',
      subject_kind: 'order_chat',
      subject_id: m.order.id,
      subject_code: m.order.code,
      message: `New message about ${m.order.code}`,
    });
  });

  it('anchors pages with max_message_id and pages older messages with before_id', async () => {
    const m = await merchant();
    const other = await createOrder(t.database.db, m.clientId);
    await send('/api/client/order/push-message', m.token, fields({ id: m.order.id, message: 'a' }));
    const list = await post('/api/client/conversations', m.token);
    const anchor = list.body.feed.max_message_id;
    expect(anchor).toBeGreaterThan(0);
    await send('/api/client/order/push-message', m.token, fields({ id: other.id, message: 'b' }));
    const anchored = await post(`/api/client/conversations?max_message_id=${anchor}`, m.token);
    expect(anchored.body.feed.data.map((c: { subject_id: number }) => c.subject_id)).toEqual([m.order.id]);
    const fresh = await post('/api/client/conversations', m.token);
    expect(fresh.body.feed.data.map((c: { subject_id: number }) => c.subject_id)).toEqual([
      other.id,
      m.order.id,
    ]);

    for (let i = 0; i < 51; i++)
      await send('/api/client/order/push-message', m.token, fields({ id: other.id, message: `m${i}` }));
    const latest = await post(`/api/client/order/messages?id=${other.id}`, m.token);
    expect(latest.body.feed.messages).toHaveLength(50);
    expect(latest.body.feed.has_more).toBe(1);
    const oldest = latest.body.feed.messages[0].id;
    const older = await post(`/api/client/order/messages?id=${other.id}&before_id=${oldest}`, m.token);
    expect(older.body.feed.messages.map((x: { message: string }) => x.message)).toEqual(['b', 'm0']);
    expect(older.body.feed.has_more).toBe(0);
  });
});

describe('mission chat', () => {
  it('talks about a mission by its code, with a location shown as coordinates', async () => {
    const m = await merchant();
    const desk = await t.staffTokenFor('support@demo.test');
    const sent = await send(
      '/api/client/mission/push-message',
      m.token,
      fields({ mission_code: m.mission.code, message: '', latitude: '30.0444', longitude: '31.2357' }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.feed.message).toMatchObject({ message: '', latitude: 30.0444, longitude: 31.2357 });
    expect(sent.body.feed.conversation).toMatchObject({ kind: 'mission', code: m.mission.code });
    const list = await post('/api/client/mission_conversations', m.token);
    expect(list.body.feed.data).toHaveLength(1);
    const queue = await t.call({ url: '/api/ops/chat/conversations?kind=mission', token: desk });
    expect(queue.body.feed.data.map((c: { id: number }) => c.id)).toContain(sent.body.feed.conversation.id);
    const orders = await t.call({ url: '/api/ops/chat/conversations?kind=order', token: desk });
    expect(orders.body.feed.data.map((c: { id: number }) => c.id)).not.toContain(
      sent.body.feed.conversation.id,
    );
    const thread = await post(`/api/client/mission/messages?mission_code=${m.mission.code}`, m.token);
    expect(thread.body.feed.messages).toHaveLength(1);
  });
});

describe('chat bad input', () => {
  it('answers 404 for another client’s order, mission, conversation or file', async () => {
    const m = await merchant();
    const stranger = await merchant();
    const mine = await send('/api/client/order/push-message', m.token, [
      ...fields({ id: m.order.id, message: 'x' }),
      { name: 'file', file: samples.pdf, filename: 'a.pdf' },
    ]);
    const fileId = mine.body.feed.message.files[0].id;
    expect(
      (await send('/api/client/order/push-message', stranger.token, fields({ id: m.order.id, message: 'x' })))
        .status,
    ).toBe(404);
    expect((await post(`/api/client/order/messages?id=${m.order.id}`, stranger.token)).status).toBe(404);
    // The order's code finds its chat (issue 41.3), the owner's only.
    const byCode = await post(`/api/client/order/messages?id=${m.order.code}`, m.token);
    expect(byCode.status).toBe(200);
    expect(byCode.body.feed.conversation).toMatchObject({ kind: 'order', subject_id: m.order.id });
    expect((await post(`/api/client/order/messages?id=${m.order.code}`, stranger.token)).status).toBe(404);
    expect(
      (await post(`/api/client/mission/messages?mission_code=${m.mission.code}`, stranger.token)).status,
    ).toBe(404);
    expect(
      (
        await send(
          '/api/client/mission/push-message',
          stranger.token,
          fields({ mission_code: m.mission.code, message: 'x' }),
        )
      ).status,
    ).toBe(404);
    expect((await t.call({ url: `/api/client/files/${fileId}`, token: stranger.token })).status).toBe(404);
    const desk = await t.staffTokenFor('support@demo.test');
    expect((await t.call({ url: '/api/ops/chat/messages?conversation_id=999999', token: desk })).status).toBe(
      404,
    );
  });

  it('refuses an empty message (422, both languages), a half location and bad coordinates', async () => {
    const m = await merchant();
    const empty = await send(
      '/api/client/order/push-message',
      m.token,
      fields({ id: m.order.id, message: '   ' }),
      'ar',
    );
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toEqual(['اكتب رسالة أو أرفق ملفًا أو شارك موقعك']);
    const en = await send('/api/client/order/push-message', m.token, fields({ id: m.order.id }), 'en');
    expect(en.body.errors.message).toEqual(['Write a message, attach a file or share your location']);
    const half = await send(
      '/api/client/order/push-message',
      m.token,
      fields({ id: m.order.id, latitude: '30' }),
    );
    expect(half.status).toBe(422);
    expect(half.body.errors.longitude).toBeDefined();
    const far = await send(
      '/api/client/order/push-message',
      m.token,
      fields({ id: m.order.id, latitude: '91', longitude: '31' }),
    );
    expect(far.status).toBe(422);
    expect((await post('/api/client/conversations', m.token)).body.feed.total).toBe(0);
  });

  it('takes up to 5 files of 5 MB checked by their bytes; otherwise 413/415 and nothing stored', async () => {
    const m = await merchant();
    const before = filesOnDisk().length;
    const file = (bytes: Buffer, name = 'a.png'): Part => ({ name: 'file', file: bytes, filename: name });
    const six = await send('/api/client/order/push-message', m.token, [
      ...fields({ id: m.order.id, message: 'six' }),
      ...Array.from({ length: 6 }, () => file(samples.png)),
    ]);
    expect(six.status).toBe(413);
    expect(six.body.code).toBe('TOO_MANY_FILES');
    const big = await send('/api/client/order/push-message', m.token, [
      ...fields({ id: m.order.id, message: 'big' }),
      file(Buffer.concat([samples.png, Buffer.alloc(5 * 1024 * 1024)])),
    ]);
    expect(big.status).toBe(413);
    const exe = await send(
      '/api/client/order/push-message',
      m.token,
      [
        ...fields({ id: m.order.id, message: 'exe' }),
        file(samples.png),
        file(Buffer.from('MZ\x90\x00 not an image'), 'photo.png'),
      ],
      'en',
    );
    expect(exe.status).toBe(415);
    expect(exe.body.error_msg).toBe('Only JPEG, PNG, WebP images and PDF files are accepted');
    expect(filesOnDisk().length).toBe(before);
    expect((await post(`/api/client/order/messages?id=${m.order.id}`, m.token)).body.feed.messages).toEqual(
      [],
    );

    const five = await send('/api/client/order/push-message', m.token, [
      ...fields({ id: m.order.id, message: '' }),
      file(samples.png),
      file(samples.jpeg, 'b.jpg'),
      file(samples.webp, 'c.webp'),
      file(samples.pdf, 'd.pdf'),
      file(samples.png, 'e.png'),
    ]);
    expect(five.status).toBe(200);
    expect(five.body.feed.message.files.map((f: { mime: string }) => f.mime)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/pdf',
      'image/png',
    ]);
    expect(filesOnDisk().length).toBe(before + 5);
  });

  it('keeps the desk calls to support staff and admin: ops 403, a client token 401', async () => {
    const m = await merchant();
    const ops = await t.staffTokenFor('ops@demo.test');
    const admin = await t.staffTokenFor('admin@demo.test');
    expect((await t.call({ url: '/api/ops/chat/conversations', token: ops })).status).toBe(403);
    expect((await t.call({ url: '/api/ops/chat/conversations', token: admin })).status).toBe(200);
    expect((await t.call({ url: '/api/ops/chat/conversations', token: m.token })).status).toBe(401);
    expect((await post('/api/client/conversations', '')).status).toBe(401);
  });
});

describe('chat live', () => {
  const { opened: open, next } = useSockets(() => t.app);

  it('pushes each message to the other side; a chat open on the client side is not also a notification', async () => {
    const m = await merchant();
    const deskToken = await t.staffTokenFor('support@demo.test');
    const desk = await open({ token: deskToken, staff: true });
    const client = await open({ token: m.token });

    const atDesk = next<{
      message: { id: number; message: string };
      conversation: { id: number; unread: number; last_message: string; last_message_id: number };
    }>(desk, 'chat:message');
    await send('/api/client/order/push-message', m.token, fields({ id: m.order.id, message: 'مرحبا' }));
    const pushed = await atDesk;
    expect(pushed.message.message).toBe('مرحبا');
    expect(pushed.conversation).toMatchObject({
      unread: 1,
      last_message: 'مرحبا',
      last_message_id: pushed.message.id,
    });
    const conversationId = pushed.conversation.id;
    // The push is made from the writes themselves (no read after the commit): it is the message exactly
    // as the thread lists it, author's name included.
    const thread = await t.call({
      url: `/api/ops/chat/messages?conversation_id=${conversationId}`,
      token: deskToken,
    });
    expect(thread.body.feed.messages.at(-1)).toEqual(pushed.message);
    expect(pushed.message).toMatchObject({ from: 'client', author_name: expect.stringMatching(/\S/) });

    // The chat is on the merchant's screen: the answer arrives live and no notification is written.
    client.emit('chat:open', conversationId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const atClient = next<{ message: { message: string; from: string } }>(client, 'chat:message');
    await send(
      '/api/ops/chat/push-message',
      deskToken,
      fields({ conversation_id: conversationId, message: 'أهلًا' }),
    );
    expect((await atClient).message).toMatchObject({ message: 'أهلًا', from: 'staff' });
    const bell = await t.call({ method: 'POST', url: '/api/client/notification/fetch', token: m.token });
    expect(bell.body.feed.filter((n: { type_key: string }) => n.type_key === 'chat_message')).toHaveLength(0);

    // Closed again: the next answer is a notification, pushed live too.
    client.emit('chat:close');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const notified = next<{ type_key: string }>(client, 'notification:new');
    await send(
      '/api/ops/chat/push-message',
      deskToken,
      fields({ conversation_id: conversationId, message: 'هل وصل؟' }),
    );
    expect((await notified).type_key).toBe('chat_message');
  });
});

/** A client message about the merchant's order: the conversation's id. */
async function clientWrites(m: Awaited<ReturnType<typeof merchant>>, message: string): Promise<number> {
  const sent = await send('/api/client/order/push-message', m.token, fields({ id: m.order.id, message }));
  expect(sent.status).toBe(200);
  return sent.body.feed.conversation.id;
}

const deskWrites = (token: string, conversationId: number, message: string) =>
  send('/api/ops/chat/push-message', token, fields({ conversation_id: conversationId, message }));

/** The desk's queue, only the given conversations (other tests' chats may be there too). */
async function queue(token: string, query: string, ids: number[]) {
  const answer = await t.call({ url: `/api/ops/chat/conversations?per_page=100&${query}`, token });
  expect(answer.status).toBe(200);
  chatConversationListResponseSchema.parse(answer.body);
  return (answer.body.feed.data as { id: number }[]).filter((c) => ids.includes(c.id));
}

const staffId = async (email: string) =>
  (await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)))[0]!.id;

describe('the chat desk queue', () => {
  it('puts the longest-waiting chat first; an answer takes it out of "waiting", a new client message puts it last', async () => {
    const desk = await t.staffTokenFor('support@demo.test');
    const [a, b, c] = [await merchant(), await merchant(), await merchant()];
    const first = await clientWrites(a, 'A waits since 10:00');
    t.clock.advance(minutes(5));
    const second = await clientWrites(b, 'B waits since 10:05');
    t.clock.advance(minutes(5));
    // A's second message does not restart its wait; C answered is not waiting at all.
    await clientWrites(a, 'A again');
    const third = await clientWrites(c, 'C');
    expect((await deskWrites(desk, third, 'answered')).status).toBe(200);
    const ids = [first, second, third];

    const waiting = await queue(desk, 'queue=waiting', ids);
    expect(waiting.map((x) => x.id)).toEqual([first, second]);
    expect(waiting[0]).toMatchObject({ waiting_since: expect.any(String), assigned_user: null });
    // "all" keeps the same order, the answered chat after the waiting ones.
    expect((await queue(desk, 'queue=all', ids)).map((x) => x.id)).toEqual([first, second, third]);
    expect((await queue(desk, '', ids)).find((x) => x.id === third)).toMatchObject({ waiting_since: null });

    // The desk answers A; A writes again later: now B has waited longest.
    await deskWrites(desk, first, 'answer to A');
    t.clock.advance(minutes(1));
    await clientWrites(a, 'A after the answer');
    expect((await queue(desk, 'queue=waiting', ids)).map((x) => x.id)).toEqual([second, first]);
  });

  it('lets an agent take a chat or give it to another; "mine" filters, the log keeps who assigned it', async () => {
    const support = await t.staffTokenFor('support@demo.test');
    const admin = await t.staffTokenFor('admin@demo.test');
    const [supportId, adminId, opsId] = [
      await staffId('support@demo.test'),
      await staffId('admin@demo.test'),
      await staffId('ops@demo.test'),
    ];
    const m = await merchant();
    const id = await clientWrites(m, 'who has this?');

    const taken = await t.call({
      method: 'POST',
      url: '/api/ops/chat/assign',
      token: support,
      body: { conversation_id: id },
    });
    expect(taken.status).toBe(200);
    opsAssignChatResponseSchema.parse(taken.body);
    expect(taken.body.feed.conversation.assigned_user).toEqual({ id: supportId, name: expect.any(String) });
    expect((await queue(support, 'queue=mine', [id])).map((x) => x.id)).toEqual([id]);
    expect(await queue(admin, 'queue=mine', [id])).toEqual([]);

    const given = await t.call({
      method: 'POST',
      url: '/api/ops/chat/assign',
      token: support,
      body: { conversation_id: id, staff_id: adminId },
    });
    expect(given.body.feed.conversation.assigned_user.id).toBe(adminId);
    expect(await queue(support, 'queue=mine', [id])).toEqual([]);
    expect((await queue(admin, 'queue=mine', [id]))[0]).toMatchObject({
      assigned_user: { id: adminId },
    });
    // The chat header's source (the thread) says who has it too.
    const thread = await t.call({ url: `/api/ops/chat/messages?conversation_id=${id}`, token: support });
    expect(thread.body.feed.conversation.assigned_user.id).toBe(adminId);

    // Only support agents and admins hold chats; an unknown chat is 404; nothing is logged for them.
    const toOps = await t.call({
      method: 'POST',
      url: '/api/ops/chat/assign',
      token: support,
      body: { conversation_id: id, staff_id: opsId },
    });
    expect(toOps.status).toBe(422);
    expect(toOps.body.errors.staff_id).toBeDefined();
    const unknown = await t.call({
      method: 'POST',
      url: '/api/ops/chat/assign',
      token: support,
      body: { conversation_id: 2_000_000_000 },
    });
    expect(unknown.status).toBe(404);
    const ops = await t.staffTokenFor('ops@demo.test');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/ops/chat/assign',
          token: ops,
          body: { conversation_id: id },
        })
      ).status,
    ).toBe(403);

    const log = await t.database.db
      .select({ staffId: chatAssignments.staffId, by: chatAssignments.assignedById })
      .from(chatAssignments)
      .where(eq(chatAssignments.conversationId, id))
      .orderBy(chatAssignments.id);
    expect(log).toEqual([
      { staffId: supportId, by: supportId },
      { staffId: adminId, by: supportId },
    ]);
  });
});

describe('the navigation count and the notification link', () => {
  it('counts the chats (orders and missions) with unread desk messages; reading one lowers it', async () => {
    const desk = await t.staffTokenFor('support@demo.test');
    const m = await merchant();
    const other = await merchant();
    const unread = async (token: string) => {
      const answer = await post('/api/client/chat/unread', token);
      expect(answer.status).toBe(200);
      return chatUnreadResponseSchema.parse(answer.body).feed.count;
    };
    expect(await unread(m.token)).toBe(0);

    const orderChat = await clientWrites(m, 'order question');
    const missionSent = await send(
      '/api/client/mission/push-message',
      m.token,
      fields({ mission_code: m.mission.code, message: 'mission question' }),
    );
    const missionChat = missionSent.body.feed.conversation.id;
    await deskWrites(desk, orderChat, 'one');
    await deskWrites(desk, orderChat, 'two');
    await deskWrites(desk, missionChat, 'three');
    expect(await unread(m.token)).toBe(2);
    expect(await unread(other.token)).toBe(0);

    // Each desk message named its chat: the order by id, the mission by id and code.
    const bell = await post('/api/client/notification/fetch', m.token);
    const subjects = (
      bell.body.feed as { subject_kind: string; subject_id: number; subject_code: string }[]
    ).map((n) => [n.subject_kind, n.subject_id, n.subject_code]);
    expect(subjects).toContainEqual(['order_chat', m.order.id, m.order.code]);
    expect(subjects).toContainEqual(['mission_chat', m.mission.id, m.mission.code]);

    await post(`/api/client/mission/messages?mission_code=${m.mission.code}`, m.token);
    expect(await unread(m.token)).toBe(1);
    await post(`/api/client/order/messages?id=${m.order.id}`, m.token);
    expect(await unread(m.token)).toBe(0);
    expect((await post('/api/client/chat/unread', '')).status).toBe(401);
  });
});

describe('image thumbnails', () => {
  it('makes a ≤192 px WebP of each image, served with the same tenant check; none for a PDF or bad bytes', async () => {
    const m = await merchant();
    const other = await merchant();
    const desk = await t.staffTokenFor('support@demo.test');
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const sent = await send('/api/client/order/push-message', m.token, [
      ...fields({ id: m.order.id, message: 'photos' }),
      { name: 'file', file: photo, filename: 'صورة.jpg' },
      { name: 'file', file: samples.pdf, filename: 'invoice.pdf' },
      // Passes the byte check (PNG signature) but does not decode: stored, without a thumbnail.
      { name: 'file', file: samples.png, filename: 'broken.png' },
    ]);
    expect(sent.status).toBe(200);
    const [image, pdf, broken] = sent.body.feed.message.files;
    expect(image.thumb_url).toBe(`files/${image.id}?thumb=1`);
    expect(pdf.thumb_url).toBeNull();
    expect(broken.thumb_url).toBeNull();

    const thumb = await t.call({ url: `/api/client/files/${image.id}?thumb=1`, token: m.token });
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(thumb.raw.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 192, height: 128 });
    expect(thumb.raw.rawPayload.length).toBeLessThan(photo.length);
    // The original is still the original.
    const original = await t.call({ url: `/api/client/files/${image.id}`, token: m.token });
    expect(original.raw.rawPayload.equals(photo)).toBe(true);

    expect((await t.call({ url: `/api/client/files/${image.id}?thumb=1`, token: other.token })).status).toBe(
      404,
    );
    expect((await t.call({ url: `/api/client/files/${pdf.id}?thumb=1`, token: m.token })).status).toBe(404);
    expect((await t.call({ url: `/api/ops/files/${image.id}?thumb=1`, token: desk })).status).toBe(200);
    expect((await t.call({ url: `/api/client/files/${image.id}?thumb=2`, token: m.token })).status).toBe(422);
    const [row] = await t.database.db
      .select({ thumbKey: storedFiles.thumbKey })
      .from(storedFiles)
      .where(eq(storedFiles.id, image.id));
    expect(row?.thumbKey).toMatch(/^[0-9a-f]{32}\.thumb\.webp$/);
  });
});
