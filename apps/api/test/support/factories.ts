import { randomBytes } from 'node:crypto';
import { orderStatuses } from '@courier/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { clients, users } from '../../src/db/schema/clients-users';
import { areas } from '../../src/db/schema/geo';
import { missionLogs, missionOrders, missions } from '../../src/db/schema/missions';
import { orderLogs, orders } from '../../src/db/schema/orders';
import { reasons } from '../../src/db/schema/reasons';
import { demoPasswordHash } from './database';

type ClientRow = typeof clients.$inferInsert;
type UserRow = typeof users.$inferInsert;

let sequence = 0;

/** A client with its main user (password Demo#2026 unless given a hash); any column can be overridden. */
export async function createAccount(
  db: Db,
  overrides: { client?: Partial<ClientRow>; user?: Partial<UserRow> } = {},
): Promise<{ clientId: number; userId: number; email: string }> {
  sequence += 1;
  const [client] = await db
    .insert(clients)
    .values({
      name: `Test client ${sequence}`,
      phone1: '01000000000',
      apiToken: randomBytes(24).toString('base64url'),
      ...overrides.client,
    })
    .returning({ id: clients.id });
  const user = await createUser(db, client!.id, { isMain: true, ...overrides.user });
  return { clientId: client!.id, ...user };
}

/** A user of an existing client (a sub-user unless isMain is given). */
export async function createUser(
  db: Db,
  clientId: number,
  overrides: Partial<UserRow> = {},
): Promise<{ userId: number; email: string }> {
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      clientId,
      name: `Test user ${sequence}`,
      email: `user${sequence}-${randomBytes(3).toString('hex')}@test.example`,
      phone: '01012345678',
      passwordHash: await demoPasswordHash(),
      isMain: false,
      mustSetPassword: false,
      walkthroughDone: true,
      idToken: randomBytes(24).toString('base64url'),
      ...overrides,
    })
    .returning({ userId: users.id, email: users.email });
  return row!;
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

type OrderRow = typeof orders.$inferInsert;

/**
 * An order straight in the table (any status, as the courier's operations would leave it), with its
 * 'create' log row. For tests about what a client may do with an order in a given status.
 */
export async function createOrder(
  db: Db,
  clientId: number,
  overrides: Partial<OrderRow> = {},
): Promise<{ id: number; code: string }> {
  const [area] = await db.select({ id: areas.id, governorateId: areas.governorateId }).from(areas).limit(1);
  const [row] = await db
    .insert(orders)
    .values({
      clientId,
      receiver: 'محمد علي',
      phone1: '01012345678',
      governorateId: area!.governorateId,
      areaId: area!.id,
      address: '12 شارع التحرير',
      content: 'كتب',
      amountToBeCollected: '150.00',
      shippingCost: '45.00',
      ...overrides,
    })
    .returning({ id: orders.id, code: orders.code });
  if (overrides.barCode === undefined) {
    await db
      .update(orders)
      .set({ barCode: `EG${row!.code}` })
      .where(eq(orders.id, row!.id));
  }
  await db.insert(orderLogs).values({
    orderId: row!.id,
    clientId,
    actor: 'ops',
    actorName: 'test',
    action: 'create',
    toStatus: overrides.status ?? 1,
  });
  return row!;
}

type MissionRow = typeof missions.$inferInsert;

/**
 * A mission straight in the table (any type and status, as operations would leave it; a receiving
 * mission in status new unless told), with its 'create' log row and, when given, the orders it carries.
 */
export async function createMission(
  db: Db,
  clientId: number,
  overrides: Partial<MissionRow> = {},
  options: { orderIds?: number[] } = {},
): Promise<{ id: number; code: string }> {
  const [row] = await db
    .insert(missions)
    .values({ clientId, type: 1, status: 1, dueDate: '2099-01-01', ...overrides })
    .returning({ id: missions.id, code: missions.code });
  await db.insert(missionLogs).values({
    missionId: row!.id,
    clientId,
    actor: 'ops',
    actorName: 'test',
    action: 'create',
    toStatus: overrides.status ?? 1,
  });
  if (options.orderIds?.length) {
    await db
      .insert(missionOrders)
      .values(options.orderIds.map((orderId) => ({ missionId: row!.id, orderId, clientId })));
  }
  return row!;
}

/** The id of the first seeded reason of a kind (`reasonTypes.order_delay`, …). */
export async function firstReasonId(db: Db, type: number): Promise<number> {
  const [row] = await db
    .select({ id: reasons.id })
    .from(reasons)
    .where(eq(reasons.type, type))
    .orderBy(asc(reasons.id))
    .limit(1);
  if (!row) throw new Error(`no seeded reason of type ${type}`);
  return row.id;
}

/** A delivered (`given`) order: collected `received`, the courier's fee `shipping`, delivered at `at`. */
export function createDeliveredOrder(db: Db, clientId: number, received: string, shipping: string, at: Date) {
  return createOrder(db, clientId, {
    status: orderStatuses.given,
    amountToBeCollected: received,
    receivedAmount: received,
    shippingCost: shipping,
    deliveryDate: at,
  });
}
