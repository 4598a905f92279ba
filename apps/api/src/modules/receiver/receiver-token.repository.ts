import { orderStatuses } from '@courier/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/clients-users';
import { areas, governorates } from '../../db/schema/geo';
import { captains } from '../../db/schema/ops';
import { orders } from '../../db/schema/orders';
import { receiverConfirmations, receiverLinks } from '../../db/schema/receiver';

/**
 * The one lookup of an order by its receiver link's token, for every page the token opens: the tracking
 * page (decision 062), the confirmation page (067) and the reschedule page (068). Each page renders only
 * the fields it names (never the address nor a whole phone); a deleted order has no page.
 */
export async function orderByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: orders.id,
      clientId: orders.clientId,
      code: orders.code,
      status: orders.status,
      merchant: clients.name,
      phone: orders.phone1,
      amount: orders.amountToBeCollected,
      governorateId: orders.governorateId,
      areaId: orders.areaId,
      areaAr: areas.nameAr,
      areaEn: areas.nameEn,
      governorateAr: governorates.nameAr,
      governorateEn: governorates.nameEn,
      captain: captains.name,
      captainPhone: captains.phone,
      delayDate: orders.delayDate,
      executionDate: orders.executionDate,
      sentAt: orders.sentAt,
      deliveryDate: orders.deliveryDate,
      createdAt: orders.createdAt,
      state: receiverConfirmations.state,
      answeredAt: receiverConfirmations.answeredAt,
      landmark: receiverConfirmations.landmark,
      bestTime: receiverConfirmations.bestTime,
    })
    .from(receiverLinks)
    .innerJoin(orders, eq(orders.id, receiverLinks.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(areas, eq(areas.id, orders.areaId))
    .innerJoin(governorates, eq(governorates.id, orders.governorateId))
    .leftJoin(captains, eq(captains.id, orders.captainId))
    .leftJoin(receiverConfirmations, eq(receiverConfirmations.orderId, orders.id))
    .where(and(eq(receiverLinks.token, token), ne(orders.status, orderStatuses.deleted)));
  return row ?? null;
}
