import { asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { chatConversations, chatMessages } from '../schema/chat';
import { users } from '../schema/clients-users';
import { missions } from '../schema/missions';
import { orders } from '../schema/orders';
import { staff } from '../schema/staff';

/**
 * Demo chats (issue 8, decision 027): the merchant's two first orders and first mission each have a short
 * conversation with the help desk (support@demo.test), one with a desk answer still unread. Deterministic
 * and skipped for a client that already has chats. Runs after the demo orders, missions and staff.
 */
export async function seedDemoChats(db: Db): Promise<void> {
  const [main] = await db
    .select({ clientId: users.clientId, userId: users.id })
    .from(users)
    .where(eq(users.email, 'merchant@demo.test'));
  const [desk] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'support@demo.test'));
  if (!main || !desk) return;
  const { clientId, userId } = main;
  const [existing] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.clientId, clientId))
    .limit(1);
  if (existing) return;

  const firstOrders = await db
    .select({ id: orders.id, code: orders.code })
    .from(orders)
    .where(eq(orders.clientId, clientId))
    .orderBy(asc(orders.id))
    .limit(2);
  const [firstMission] = await db
    .select({ id: missions.id, code: missions.code })
    .from(missions)
    .where(eq(missions.clientId, clientId))
    .orderBy(asc(missions.id))
    .limit(1);

  type Line = { from: 'client' | 'staff'; text: string; latitude?: number; longitude?: number };
  const talk = async (
    subject: { kind: 'order'; id: number; code: string } | { kind: 'mission'; id: number; code: string },
    lines: Line[],
  ) => {
    const [conversation] = await db
      .insert(chatConversations)
      .values({
        clientId,
        kind: subject.kind,
        code: subject.code,
        ...(subject.kind === 'order' ? { orderId: subject.id } : { missionId: subject.id }),
      })
      .returning({ id: chatConversations.id });
    let lastId = 0;
    let clientUnread = 0;
    for (const line of lines) {
      const [row] = await db
        .insert(chatMessages)
        .values({
          conversationId: conversation!.id,
          clientId,
          userId: line.from === 'client' ? userId : null,
          staffId: line.from === 'staff' ? desk.id : null,
          message: line.text,
          latitude: line.latitude ?? null,
          longitude: line.longitude ?? null,
        })
        .returning({ id: chatMessages.id });
      lastId = row!.id;
      clientUnread = line.from === 'staff' ? clientUnread + 1 : 0;
    }
    await db
      .update(chatConversations)
      .set({ lastMessageId: lastId, lastMessageAt: new Date(), clientUnread })
      .where(eq(chatConversations.id, conversation!.id));
  };

  const [first, second] = firstOrders;
  if (first)
    await talk({ kind: 'order', id: first.id, code: first.code }, [
      { from: 'client', text: 'متى يصل هذا الطلب؟ العميل يسأل عنه 🙏' },
      { from: 'staff', text: 'الطلب مع المندوب الآن وسيصل اليوم قبل الساعة 6 مساءً.' },
    ]);
  if (second)
    await talk({ kind: 'order', id: second.id, code: second.code }, [
      { from: 'client', text: 'Please call the receiver before delivery.' },
      { from: 'staff', text: 'Done — the courier will call first.' },
      { from: 'client', text: 'شكرًا لكم' },
    ]);
  if (firstMission)
    await talk({ kind: 'mission', id: firstMission.id, code: firstMission.code ?? String(firstMission.id) }, [
      { from: 'client', text: 'موقع الاستلام هنا:', latitude: 30.0444, longitude: 31.2357 },
    ]);
}
