import { orderStatuses, reasonTypes } from '@courier/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryCodes } from '../src/db/schema/captain-app';
import { captains } from '../src/db/schema/ops';
import { orderLogs } from '../src/db/schema/orders';
import { receiverMessages } from '../src/db/schema/receiver';
import { twilioSignature } from '../src/modules/receiver/twilio-sender';
import { whatsappSignature } from '../src/modules/receiver/whatsapp-sender';
import { createOrder, firstReasonId } from './support/factories';
import { buildTestApp, useTestApp } from './support/harness';
import {
  metaError,
  twilioError,
  twilioMock,
  whatsappMock,
  type ProviderMock,
} from './support/receiver-provider-mocks';

const twilioAccount = {
  sid: 'AC0123456789abcdef0123456789abcdef',
  token: 'twilio-auth-token',
  from: '+15005550006',
};
const meta = {
  version: 'v21.0',
  phoneNumberId: '106540352242922',
  token: 'EAAG-test-token',
  secret: 'meta-app-secret',
};
let twilio: ProviderMock;
let whatsapp: ProviderMock;
// Filled once the mocks listen (before the app below reads its settings).
const env: Record<string, string> = {
  RECEIVER_MESSAGES_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: twilioAccount.sid,
  TWILIO_AUTH_TOKEN: twilioAccount.token,
  TWILIO_FROM: twilioAccount.from,
};
beforeAll(async () => {
  twilio = await twilioMock(twilioAccount);
  whatsapp = await whatsappMock(meta);
  env.TWILIO_BASE_URL = twilio.url;
});
const t = useTestApp({ env });
let whatsappApp: FastifyInstance;
beforeAll(async () => {
  whatsappApp = await buildTestApp({
    env: {
      RECEIVER_MESSAGES_PROVIDER: 'whatsapp',
      WHATSAPP_BASE_URL: whatsapp.url,
      WHATSAPP_API_VERSION: meta.version,
      WHATSAPP_PHONE_NUMBER_ID: meta.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: meta.token,
      WHATSAPP_APP_SECRET: meta.secret,
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
    },
    clock: t.clock,
  });
});
afterAll(async () => {
  await whatsappApp?.close();
  await twilio?.close();
  await whatsapp?.close();
});

const db = () => t.database.db;

/** A demo merchant's order moved to with_captain by the desk: one out-for-delivery message waits. */
async function outForDelivery() {
  const order = await createOrder(db(), 1, { status: orderStatuses.underway, phone1: '01012345678' });
  const [captain] = await db().select().from(captains).orderBy(asc(captains.id)).limit(1);
  const token = await t.staffTokenFor('ops@demo.test');
  const res = await t.call({
    method: 'POST',
    url: '/api/ops/orders/status',
    token,
    body: { codes: [order.code], status: 'with_captain', captain_id: captain!.id },
  });
  expect(res.body.feed.updated).toEqual([order.code]);
  return { ...order, captain: captain! };
}

const messageOf = async (orderId: number, event = 'out_for_delivery') =>
  (
    await db()
      .select()
      .from(receiverMessages)
      .where(and(eq(receiverMessages.orderId, orderId), eq(receiverMessages.event, event)))
  )[0]!;

/** The desk fails the order's attempt (with captain → delayed) with a reason code of the one table. */
async function failedAttempt(code: string, reason: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/ops/orders/status',
    token: await t.staffTokenFor('ops@demo.test'),
    body: {
      codes: [code],
      status: 'delayed',
      reason_id: await firstReasonId(db(), reasonTypes.order_delay),
      attempt_reason: reason,
    },
  });
  expect(res.body.feed.updated).toEqual([code]);
}
const logActions = async (orderId: number) =>
  (await db().select().from(orderLogs).where(eq(orderLogs.orderId, orderId)).orderBy(asc(orderLogs.id)))
    .filter((l) => l.action.startsWith('receiver_'))
    .map((l) => [l.action, l.note]);

describe('SMS through Twilio’s Messages API (against its local mock)', () => {
  it('sends a signed-in form the mock accepts, keeps its sid and a copy in the development outbox', async () => {
    const order = await outForDelivery();
    const before = twilio.requests.length;
    expect(await t.app.receiver.deliverDue()).toBe(1);
    expect(twilio.requests.length).toBe(before + 1);
    const form = Object.fromEntries(new URLSearchParams(twilio.requests.at(-1)!.body));
    expect(form).toMatchObject({
      To: '+201012345678',
      From: twilioAccount.from,
      StatusCallback: 'http://localhost:8080/api/hooks/receiver/twilio',
    });
    expect(form.Body).toContain(order.code);
    expect(form.Body).toContain(order.captain.name.split(' ')[0]);
    const row = await messageOf(order.id);
    expect(row).toMatchObject({ status: 'sent', channel: 'sms', providerStatus: 'queued' });
    expect(row.providerMessageId).toMatch(/^SM\d{32}$/);
    const outbox = (await t.call({ url: '/api/dev/outbox' })).body.feed;
    expect(outbox[0]).toMatchObject({ channel: 'sms', recipient: '+201012345678', body: form.Body });
  });

  it('says why a failed attempt failed, in the receiver’s words, the same text in the development outbox', async () => {
    const order = await outForDelivery();
    await t.app.receiver.deliverDue();
    await failedAttempt(order.code, 'receiver_unreachable');
    expect(await t.app.receiver.deliverDue()).toBe(1);
    const form = Object.fromEntries(new URLSearchParams(twilio.requests.at(-1)!.body));
    // The merchant's language (Arabic by default): "… today: we could not reach you. Pick a new day …".
    expect(form.Body).toContain(`طلبك ${order.code} اليوم: لم نتمكن من الوصول إليك. اختر يومًا جديدًا`);
    expect(form.Body).toMatch(/\/t\/[A-Za-z0-9_-]{22}\/reschedule$/);
    expect(await messageOf(order.id, 'failed_attempt')).toMatchObject({ status: 'sent', channel: 'sms' });
    const outbox = (await t.call({ url: '/api/dev/outbox' })).body.feed;
    expect(outbox[0]).toMatchObject({ channel: 'sms', recipient: '+201012345678', body: form.Body });
  });

  it('retries a 500 after 30 s, then sends; a refused number fails at once and says why on the log', async () => {
    const order = await outForDelivery();
    twilio.next.push(twilioError(500, 20500, 'Internal Server Error'));
    await t.app.receiver.deliverDue();
    let row = await messageOf(order.id);
    expect(row.status).toBe('pending');
    expect(row.lastError).toContain('20500');
    expect(row.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(30_000);
    expect(await t.app.receiver.deliverDue()).toBe(0);
    t.clock.advance(30_000);
    expect(await t.app.receiver.deliverDue()).toBe(1);
    row = await messageOf(order.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });

    const refused = await createOrder(db(), 1, { status: orderStatuses.underway, phone1: '1' });
    const token = await t.staffTokenFor('ops@demo.test');
    await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token,
      body: { codes: [refused.code], status: 'with_captain', captain_id: order.captain.id },
    });
    await t.app.receiver.deliverDue();
    expect(await messageOf(refused.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await messageOf(refused.id)).lastError).toContain('21211');
    const notes = await logActions(refused.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]![1]).toContain('21211');
  });

  it('takes a status callback signed with X-Twilio-Signature onto the order’s log; refuses a bad signature', async () => {
    const order = await outForDelivery();
    await t.app.receiver.deliverDue();
    const sid = (await messageOf(order.id)).providerMessageId!;
    const params = {
      MessageSid: sid,
      MessageStatus: 'delivered',
      AccountSid: twilioAccount.sid,
      To: '+201012345678',
    };
    const callback = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/hooks/receiver/twilio',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams(params).toString(),
      });
    const url = 'http://localhost:8080/api/hooks/receiver/twilio';
    expect((await callback(twilioSignature('another-token', url, params))).statusCode).toBe(403);
    expect((await messageOf(order.id)).providerStatus).toBe('queued');
    const ok = await callback(twilioSignature(twilioAccount.token, url, params));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await messageOf(order.id)).providerStatus).toBe('delivered');
    const notes = await logActions(order.id);
    expect(notes.map(([action]) => action)).toEqual(['receiver_message', 'receiver_receipt']);
    expect(notes[1]![1]).toContain('delivered');
  });
});

/** The demo merchant's receivers get English messages. */
async function merchantSpeaksEnglish() {
  const admin = await t.tokenFor('merchant@demo.test');
  const res = await t.call({
    method: 'POST',
    url: '/api/client/receiver/settings',
    token: admin,
    body: { language: 'en' },
  });
  expect(res.status).toBe(200);
}

describe('WhatsApp through Meta’s Cloud API (against its local mock)', () => {
  it('sends the approved template with its parameters in the merchant’s language', async () => {
    await merchantSpeaksEnglish();
    const order = await outForDelivery();
    expect(await whatsappApp.receiver.deliverDue()).toBe(1);
    const request = whatsapp.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${meta.token}`);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '201012345678',
      type: 'template',
      // The desk's move gave the order a delivery code (the captain app's): the template that carries it.
      template: { name: 'order_out_for_delivery_code', language: { code: 'en' } },
    });
    const params = body.template.components[0].parameters.map((p: { text: string }) => p.text);
    expect(params[1]).toBe(order.code);
    const [stored] = await db().select().from(deliveryCodes).where(eq(deliveryCodes.orderId, order.id));
    expect(params[3]).toBe(stored!.code);
    expect(params[3]).toMatch(/^\d{6}$/);
    // The link opens the page in the message's language (decision 067).
    expect(params[4]).toMatch(/^http:\/\/localhost:8080\/t\/[A-Za-z0-9_-]{22}\?lang=en$/);
    const row = await messageOf(order.id);
    expect(row).toMatchObject({ status: 'sent', channel: 'whatsapp' });
    expect(row.providerMessageId).toMatch(/^wamid\./);
    const outbox = (await t.call({ url: '/api/dev/outbox' })).body.feed;
    expect(outbox[0]).toMatchObject({ channel: 'whatsapp', recipient: '+201012345678' });
  });

  it('sends a failed attempt’s reason as the template’s parameter, in the receiver’s words', async () => {
    await merchantSpeaksEnglish();
    const order = await outForDelivery();
    await whatsappApp.receiver.deliverDue();
    await failedAttempt(order.code, 'wrong_address');
    expect(await whatsappApp.receiver.deliverDue()).toBe(1);
    const body = JSON.parse(whatsapp.requests.at(-1)!.body);
    expect(body.template).toMatchObject({ name: 'order_failed_attempt', language: { code: 'en' } });
    const params = body.template.components[0].parameters.map((p: { text: string }) => p.text);
    expect(params.slice(1, 3)).toEqual([order.code, 'the address was not right']);
    expect(params[3]).toMatch(/^http:\/\/localhost:8080\/t\/[A-Za-z0-9_-]{22}\/reschedule\?lang=en$/);
    // The mock took it: the template's parameter count is the approved one.
    const row = await messageOf(order.id, 'failed_attempt');
    expect(row).toMatchObject({ status: 'sent', channel: 'whatsapp' });
    const outbox = (await t.call({ url: '/api/dev/outbox' })).body.feed;
    expect(outbox[0]).toMatchObject({ channel: 'whatsapp', recipient: '+201012345678' });
    expect(outbox[0].body).toContain(`${order.code} today: the address was not right. Pick a new day`);
  });

  it('retries Meta’s throttle (130429) and fails an undeliverable message (131026) at once', async () => {
    const order = await outForDelivery();
    whatsapp.next.push(metaError(400, 130429, 'Rate limit hit'));
    await whatsappApp.receiver.deliverDue();
    expect(await messageOf(order.id)).toMatchObject({ status: 'pending' });
    t.clock.advance(30_000);
    whatsapp.next.push(metaError(400, 131026, 'Message undeliverable'));
    await whatsappApp.receiver.deliverDue();
    const row = await messageOf(order.id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('131026');
  });

  it('takes a status webhook signed with X-Hub-Signature-256; refuses a bad one; answers the subscription check', async () => {
    const order = await outForDelivery();
    await whatsappApp.receiver.deliverDue();
    const wamid = (await messageOf(order.id)).providerMessageId!;
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: meta.phoneNumberId },
                statuses: [
                  { id: wamid, status: 'read', timestamp: '1733472000', recipient_id: '201012345678' },
                ],
              },
            },
          ],
        },
      ],
    });
    const hook = (signature: string) =>
      whatsappApp.inject({
        method: 'POST',
        url: '/api/hooks/receiver/whatsapp',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        payload,
      });
    expect((await hook(whatsappSignature('wrong-secret', payload))).statusCode).toBe(403);
    expect((await hook('')).statusCode).toBe(403);
    expect((await messageOf(order.id)).providerStatus).not.toBe('read');
    const ok = await hook(whatsappSignature(meta.secret, payload));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await messageOf(order.id)).providerStatus).toBe('read');
    const check = await whatsappApp.inject({
      method: 'GET',
      url: '/api/hooks/receiver/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444',
    });
    expect(check.body).toBe('1158201444');
    const wrong = await whatsappApp.inject({
      method: 'GET',
      url: '/api/hooks/receiver/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });
});
