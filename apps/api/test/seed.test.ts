import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { clients, users } from '../src/db/schema/clients-users';
import { faqs, staticPages, videos } from '../src/db/schema/content';
import { areas, governorates } from '../src/db/schema/geo';
import { branches, captains } from '../src/db/schema/ops';
import { seedDemoChats } from '../src/db/seed/demo-chats';
import { seedDemoMissions } from '../src/db/seed/demo-missions';
import { seedDemoNotifications } from '../src/db/seed/demo-notifications';
import { seedDemoOrders } from '../src/db/seed/demo-orders';
import { demoAccounts, seedDemo } from '../src/db/seed/seed';
import { notifications } from '../src/db/schema/notifications';
import { demoPasswordHash } from './support/database';
import { useTestApp } from './support/harness';

const t = useTestApp();

async function counts(db: Db) {
  const tables = { governorates, areas, branches, captains, clients, users, faqs, videos, staticPages };
  const entries = await Promise.all(
    Object.entries(tables).map(
      async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n] as const,
    ),
  );
  return Object.fromEntries(entries);
}

describe('demo data', () => {
  it('holds the 27 governorates with their areas, branches, captains, FAQ, videos and the terms as page 1', async () => {
    const n = await counts(t.database.db);
    expect(n.governorates).toBe(27);
    expect(n.areas).toBeGreaterThan(100);
    expect(n.branches).toBeGreaterThan(40);
    expect(n.captains).toBeGreaterThan(0);
    expect(n.faqs).toBeGreaterThan(0);
    expect(n.videos).toBeGreaterThan(0);
    expect(n.staticPages).toBe(1);
    const emails = (await t.database.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails.sort()).toEqual(demoAccounts.map((a) => a.email).sort());
  });

  it('is idempotent: seeding twice more changes nothing', async () => {
    const before = await counts(t.database.db);
    await seedDemo(t.database.db, { passwordHash: await demoPasswordHash() });
    await seedDemo(t.database.db, { passwordHash: await demoPasswordHash() });
    expect(await counts(t.database.db)).toEqual(before);
    // The page identity continues after the terms.
    // Both drivers answer raw queries with { rows }.
    const result = (await t.database.db.execute(
      sql`select nextval(pg_get_serial_sequence('static_pages', 'id'))::int as id`,
    )) as unknown as { rows: Array<{ id: number }> };
    expect(result.rows[0]?.id).toBe(2);
  });

  it('gives the merchant a few notifications, once, that read in both languages', async () => {
    await seedDemoOrders(t.database.db);
    await seedDemoMissions(t.database.db);
    await seedDemoNotifications(t.database.db);
    await seedDemoNotifications(t.database.db);
    const [row] = await t.database.db.select({ n: count() }).from(notifications);
    expect(Number(row!.n)).toBe(5);
    const token = await t.tokenFor('merchant@demo.test');
    const res = await t.call({ method: 'POST', url: '/api/client/notification/fetch', token, lang: 'en' });
    // The live calls' wording and money format (issue 41.7).
    expect(res.body.feed.map((n: { message: string }) => n.message)).toEqual([
      'We supplied EGP 1,250.00 for 3 delivered orders (Bank transfer)',
      expect.stringMatching(/^Order \S+ is now “Delivered”$/),
      expect.stringMatching(/^Order \S+ is now “With captain”$/),
      expect.stringMatching(/^The captain took mission \S+$/),
      'Announcement: مرحبًا بك في بوابة العملاء',
    ]);
    const ar = await t.call({ method: 'POST', url: '/api/client/notification/fetch', token, lang: 'ar' });
    expect(ar.body.feed[0].message).toBe('تم توريد 1,250.00 ج.م عن 3 طلبات مسلّمة (تحويل بنكي)');
  });

  it('gives the merchant three chats with the desk, once, one answer unread', async () => {
    await seedDemoOrders(t.database.db);
    await seedDemoMissions(t.database.db);
    await seedDemoChats(t.database.db);
    await seedDemoChats(t.database.db);
    const token = await t.tokenFor('merchant@demo.test');
    const orderChats = await t.call({ method: 'POST', url: '/api/client/conversations', token });
    expect(orderChats.body.feed).toMatchObject({ total: 2, unread_conversations: 1 });
    const missionChats = await t.call({ method: 'POST', url: '/api/client/mission_conversations', token });
    expect(missionChats.body.feed.data).toHaveLength(1);
  });
});
