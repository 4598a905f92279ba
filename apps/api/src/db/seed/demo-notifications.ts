import {
  missionStatuses,
  notificationTypes,
  orderStatusLabelKey,
  orderStatuses,
  supplyMethodLabelKey,
  type MessageKey,
} from '@courier/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { users } from '../schema/clients-users';
import { missions } from '../schema/missions';
import { notifications } from '../schema/notifications';
import { orders } from '../schema/orders';

/**
 * Demo notifications (issue 7 §6): the merchant's bell is not empty on a first look — the moves of a few
 * of its demo orders and missions, a supply and an announcement, as the staff's console will record them.
 * Deterministic (the first order or mission in each status) and skipped for a client that already has
 * notifications. Runs after the demo orders and missions.
 */
export async function seedDemoNotifications(db: Db): Promise<void> {
  const [main] = await db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.email, 'merchant@demo.test'));
  if (!main) return;
  const { clientId } = main;
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.clientId, clientId))
    .limit(1);
  if (existing) return;

  const firstOrder = async (status: number) =>
    (
      await db
        .select({ id: orders.id, code: orders.code })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), eq(orders.status, status)))
        .orderBy(asc(orders.id))
        .limit(1)
    )[0];
  const firstMission = async (status: number) =>
    (
      await db
        .select({ id: missions.id, code: missions.code })
        .from(missions)
        .where(and(eq(missions.clientId, clientId), eq(missions.status, status)))
        .orderBy(asc(missions.id))
        .limit(1)
    )[0];

  const rows: Array<typeof notifications.$inferInsert> = [];
  const add = (
    type: keyof typeof notificationTypes,
    messageKey: MessageKey,
    params: Record<string, string | number>,
    subject?: { kind: 'order' | 'mission'; id: number; code: string | null },
  ) =>
    rows.push({
      clientId,
      type: notificationTypes[type],
      messageKey,
      params,
      subjectKind: subject?.kind ?? null,
      subjectId: subject?.id ?? null,
      subjectCode: subject?.code ?? null,
    });

  // The live calls' keys and params (issue 41.7): a seeded notification reads as a live one does.
  add('general', 'notify.general', { text: 'مرحبًا بك في بوابة العملاء' });
  const mission = await firstMission(missionStatuses.given_for_captain);
  if (mission) {
    add(
      'mission_status',
      'opsMissions.notify.given_for_captain',
      { code: mission.code ?? String(mission.id) },
      { kind: 'mission', ...mission },
    );
  }
  for (const status of ['with_captain', 'given'] as const) {
    const order = await firstOrder(orderStatuses[status]);
    if (order) {
      add(
        'order_status',
        'opsOrders.notify.status',
        { code: order.code, status: orderStatusLabelKey(status) },
        { kind: 'order', ...order },
      );
    }
  }
  add('balance_supplied', 'supply.notification', {
    amount: '1250.00',
    count: 3,
    method: supplyMethodLabelKey('bank_transfer'),
  });
  await db.insert(notifications).values(rows);
}
