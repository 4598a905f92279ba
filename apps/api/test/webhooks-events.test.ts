import { missionStatuses, orderStatuses } from '@courier/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { captains } from '../src/db/schema/ops';
import { webhookEvents } from '../src/db/schema/webhooks';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { unlockApiPage } from './support/merchant-api';
import { expectDocumentedEvent } from './support/webhook-events';
import { fields, sendParts } from './support/multipart';

// Events are written, not sent (the worker is off in tests): any address passes with private ones allowed.
const t = useTestApp({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
const db = () => t.database.db;

/** A fresh client with a webhook address (through update-api), and its admin's token. */
async function listening() {
  const account = await createAccount(db());
  const token = await t.tokenFor(account.email);
  await unlockApiPage(t, token);
  const res = await t.call({
    method: 'POST',
    url: '/api/client/update-api',
    token,
    body: { api_url: 'http://127.0.0.1:9/hooks' },
  });
  expect(res.status, res.raw.body).toBe(200);
  return { ...account, token };
}

/** The client's events as stored, each checked against the document as it will be sent (with `sequence`). */
const eventsOf = async (clientId: number) =>
  (
    await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.clientId, clientId))
      .orderBy(webhookEvents.id)
  ).map((e) => {
    const payload = e.payload as { id: string; type: string; data: Record<string, unknown> };
    expectDocumentedEvent({ ...payload, sequence: e.id });
    return payload;
  });

/**
 * Every change below records a notification after writing its event, in the same transaction: a
 * notification refused by the database rolls the whole change back, and its event with it.
 */
async function failNotificationsOf(clientId: number) {
  await db().execute(
    sql.raw(`create or replace function webhook_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
  );
  await db().execute(
    sql.raw(`create trigger webhook_test_refuse_${clientId} before insert on notifications
      for each row when (new.client_id = ${clientId}) execute function webhook_test_refuse()`),
  );
  // Ids start again in the next test's data: the trigger must not outlive this one.
  onTestFinished(async () => {
    await db().execute(sql.raw(`drop trigger webhook_test_refuse_${clientId} on notifications`));
  });
}

async function captainId() {
  const [row] = await db().select({ id: captains.id }).from(captains).limit(1);
  return row!.id;
}

describe('webhook events of missions, supplies and ticket replies (decision 030)', () => {
  it('writes mission.status_changed with the desk’s move, and none when the move rolls back', async () => {
    const { clientId } = await listening();
    const mission = await createMission(db(), clientId, { type: 1 });
    const ops = await t.staffTokenFor('ops@demo.test');
    const moved = await t.call({
      method: 'POST',
      url: '/api/ops/missions/status',
      token: ops,
      body: { ids: [mission.id], status: 'for_captain', captain_id: await captainId() },
    });
    expect(moved.status, moved.raw.body).toBe(200);
    expect(await eventsOf(clientId)).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        type: 'mission.status_changed',
        livemode: true,
        created_at: t.clock.now().toISOString(),
        occurred_at: t.clock.now().toISOString(),
        data: { code: mission.code, status: 'for_captain', previous_status: 'new' },
      },
    ]);

    // Executing a pickup notifies the client in the move's transaction; refused, nothing is written.
    await t.call({
      method: 'POST',
      url: '/api/ops/missions/status',
      token: ops,
      body: { ids: [mission.id], status: 'given_for_captain' },
    });
    await failNotificationsOf(clientId);
    const failed = await t.call({
      method: 'POST',
      url: '/api/ops/missions/status',
      token: ops,
      body: { ids: [mission.id], status: 'executed_with_captain' },
    });
    expect(failed.body.feed?.updated ?? []).toEqual([]);
    const types = (await eventsOf(clientId)).map((e) => e.data.status);
    expect(types).toEqual(['for_captain', 'given_for_captain']);
  });

  it('writes mission.status_changed when the merchant terminates a mission', async () => {
    const { clientId, token } = await listening();
    const mission = await createMission(db(), clientId, { type: 1 });
    const reasons = await t.call({ url: '/api/client/mission/termination-reasons', token });
    const reasonId = (reasons.body.feed as { id: number; needs_note?: number }[])[0]!.id;
    const res = await t.call({
      method: 'POST',
      url: `/api/client/mission/terminate?id=${mission.id}&reason_id=${reasonId}`,
      token,
      body: { reason: 'no longer needed' },
    });
    expect(res.status, res.raw.body).toBe(200);
    const [event] = await eventsOf(clientId);
    expect(event).toMatchObject({
      type: 'mission.status_changed',
      data: { code: mission.code, previous_status: 'new' },
    });
    expect(event!.data.status).not.toBe('new');
  });

  it('writes supply.created with the settled orders, and none when the supply rolls back', async () => {
    const { clientId } = await listening();
    const given = await createOrder(db(), clientId, {
      status: orderStatuses.given,
      amountToBeCollected: '250.00',
      receivedAmount: '250.00',
      shippingCost: '45.00',
      deliveryDate: t.clock.now(),
    });
    const ops = await t.staffTokenFor('ops@demo.test');
    const supplied = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: clientId, method: 'cash' },
    });
    expect(supplied.status, supplied.raw.body).toBe(200);
    const events = await eventsOf(clientId);
    const supplyEvent = events.find((e) => e.type === 'supply.created');
    expect(supplyEvent?.data).toEqual({
      id: supplied.body.feed.id,
      amount: '205.00',
      orders_count: 1,
      method: 'cash',
      supplied_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      order_codes: [given.code],
    });
    // The settled order moved given → wallet through transition(): its own event is there too.
    expect(events.map((e) => e.type).sort()).toEqual(['order.status_changed', 'supply.created']);

    // Nets above zero (a supply that does not is refused before anything is written, decision 052).
    await createOrder(db(), clientId, {
      status: orderStatuses.given,
      amountToBeCollected: '100.00',
      receivedAmount: '100.00',
      shippingCost: '45.00',
      deliveryDate: t.clock.now(),
    });
    await failNotificationsOf(clientId);
    const refused = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: clientId, method: 'cash' },
    });
    expect(refused.status).toBe(500);
    expect(await eventsOf(clientId)).toHaveLength(2);
  });

  it('writes ticket.replied for a desk reply (not the merchant’s own), and none when the reply rolls back', async () => {
    const { clientId, token } = await listening();
    const order = await createOrder(db(), clientId);
    const created = await sendParts(
      t.app,
      '/api/client/ticket/create',
      token,
      fields({
        type: 1,
        entity_id: order.id,
        complaint_type_id: 1,
        complaint_type_title_id: 12,
        description: 'تالف',
      }),
      'en',
    );
    expect(created.status, created.raw.body).toBe(200);
    const ticketId = created.body.feed.id as number;
    await sendParts(
      t.app,
      '/api/client/ticket/reply',
      token,
      fields({ ticket_id: ticketId, message: 'و؟' }),
      'en',
    );
    expect(await eventsOf(clientId)).toEqual([]);

    const desk = await t.staffTokenFor('support@demo.test');
    const reply = await sendParts(
      t.app,
      '/api/ops/tickets/reply',
      desk,
      fields({ ticket_id: ticketId, message: 'نعتذر، سنعوضك' }),
      'en',
    );
    expect(reply.status, reply.raw.body).toBe(200);
    const [event] = await eventsOf(clientId);
    expect(event).toMatchObject({
      type: 'ticket.replied',
      data: {
        code: `T-${ticketId}`,
        reply_id: reply.body.feed.replies[0].id,
        status: 'in_progress',
        message: 'نعتذر، سنعوضك',
      },
    });

    await failNotificationsOf(clientId);
    const refused = await sendParts(
      t.app,
      '/api/ops/tickets/reply',
      desk,
      fields({ ticket_id: ticketId, message: 'مرة أخرى' }),
      'en',
    );
    expect(refused.status).toBe(500);
    expect(await eventsOf(clientId)).toHaveLength(1);
  });

  it('writes nothing for a client without a webhook address', async () => {
    const { clientId } = await createAccount(db());
    const mission = await createMission(db(), clientId, { type: 1, status: missionStatuses.new });
    const ops = await t.staffTokenFor('ops@demo.test');
    await t.call({
      method: 'POST',
      url: '/api/ops/missions/status',
      token: ops,
      body: { ids: [mission.id], status: 'for_captain', captain_id: await captainId() },
    });
    expect(await eventsOf(clientId)).toEqual([]);
  });
});
