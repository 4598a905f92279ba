import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { useSockets } from './support/sockets';

const t = useTestApp({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'tickets-live-')) } });
const { open, connected, next } = useSockets(() => t.app);

describe('tickets live', () => {
  it('pushes a new ticket to the desk and a desk reply to the merchant; staff sockets need a staff token', async () => {
    const account = await createAccount(t.database.db);
    const token = await t.tokenFor(account.email);
    const order = await createOrder(t.database.db, account.clientId);
    const deskToken = await t.staffTokenFor('support@demo.test');

    expect(await connected(await open({ token, staff: true }))).toBe(false);
    const desk = await open({ token: deskToken, staff: true });
    const merchant = await open({ token });
    expect(await connected(desk)).toBe(true);
    expect(await connected(merchant)).toBe(true);

    const created = next(desk, 'ticket:changed');
    const res = await t.call({
      method: 'POST',
      url: '/api/client/ticket/create',
      token,
      body: {
        type: 1,
        entity_id: order.id,
        complaint_type_id: 1,
        complaint_type_title_id: 11,
        description: 'متأخر',
      },
    });
    expect(res.status).toBe(200);
    expect(await created).toEqual({ ticket_id: res.body.feed.id });

    const replied = next(merchant, 'ticket:reply');
    const reply = await t.call({
      method: 'POST',
      url: '/api/ops/tickets/reply',
      token: deskToken,
      body: { ticket_id: res.body.feed.id, message: 'جارٍ المتابعة' },
    });
    expect(reply.status).toBe(200);
    expect(await replied).toEqual({ ticket_id: res.body.feed.id });

    // Opening the ticket marks the reply seen and tells the merchant's other pages (the header's count).
    const seen = next(merchant, 'ticket:seen');
    const shown = await t.call({ url: `/api/client/ticket/show?ticket_id=${res.body.feed.id}`, token });
    expect(shown.status).toBe(200);
    expect(await seen).toEqual({ ticket_id: res.body.feed.id });
  });
});
