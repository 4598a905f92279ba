import { orderStatuses, type OrderStatus } from '@courier/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { users } from '../schema/clients-users';
import { companies } from '../schema/companies';
import { clientCosts } from '../schema/costs';
import { areas } from '../schema/geo';
import { branches, captains } from '../schema/ops';
import { orderDelayRequests, orderLogs, orders } from '../schema/orders';
import { reasons } from '../schema/reasons';

/**
 * Demo orders (issue 3): the merchant has orders in every one of the 14 statuses spread over the last
 * 90 days, each with the log of how it got there; the company client and the suspended client have
 * their own. Deterministic (a seeded generator), and skipped for a client that already has orders.
 */

/** How an order reaches each status: client actions first, then the courier's operations. */
const pathTo: Record<OrderStatus, OrderStatus[]> = {
  saved: [],
  sent: ['sent'],
  underway: ['sent', 'underway'],
  with_captain: ['sent', 'underway', 'with_captain'],
  given: ['sent', 'underway', 'with_captain', 'given'],
  wallet: ['sent', 'underway', 'with_captain', 'given', 'wallet'],
  delayed: ['sent', 'underway', 'delayed'],
  uncompleted: ['sent', 'underway', 'uncompleted'],
  with_company: ['sent', 'underway', 'with_captain', 'with_company'],
  returned: ['sent', 'underway', 'with_captain', 'with_company', 'returned'],
  missing_return: ['sent', 'underway', 'with_captain', 'with_company', 'missing_return'],
  expired_return: ['sent', 'underway', 'with_captain', 'with_company', 'returned', 'expired_return'],
  deleted: ['deleted'],
  resent: ['sent', 'underway', 'with_captain', 'with_company', 'returned', 'resent'],
};
const byClient = new Set<OrderStatus>(['sent', 'deleted', 'resent', 'delayed']);

const receivers = [
  ['محمد عبد الله', 'Mohamed Abdallah'],
  ['فاطمة حسن', 'Fatma Hassan'],
  ['يوسف إبراهيم', 'Youssef Ibrahim'],
  ['نورهان علي', 'Nourhan Ali'],
  ['كريم مصطفى', 'Karim Mostafa'],
  ['هبة السيد', 'Heba El Sayed'],
  ['عمرو شريف', 'Amr Sherif'],
  ['دينا فؤاد', 'Dina Fouad'],
] as const;
const contents = [
  'سماعات لاسلكية',
  'شاحن هاتف',
  'ساعة ذكية',
  'كتب',
  'ملابس أطفال',
  'عطر',
  'حقيبة يد',
  'Phone case',
];
const streets = ['شارع التحرير', 'شارع الجمهورية', 'شارع النصر', 'شارع 9', 'ش مصطفى النحاس', 'طريق الحرية'];
const returnReasons = ['رفض المستلم الاستلام', 'المستلم لا يرد', 'العنوان غير صحيح'];

/** A small deterministic generator (mulberry32) so every demo database looks the same. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    int: (n: number) => Math.floor(next() * n),
  };
}

export interface DemoOrdersPlan {
  email: string;
  perStatus: number;
  statuses?: OrderStatus[];
  seed: number;
}

export const demoOrderPlans: DemoOrdersPlan[] = [
  { email: 'merchant@demo.test', perStatus: 8, seed: 1 },
  { email: 'company@demo.test', perStatus: 3, seed: 2 },
  {
    email: 'frozen@demo.test',
    perStatus: 2,
    statuses: ['saved', 'sent', 'with_captain', 'given', 'wallet'],
    seed: 3,
  },
];

const hour = 3_600_000;
const day = 24 * hour;

export async function seedDemoOrders(db: Db, now: Date = new Date()): Promise<void> {
  for (const plan of demoOrderPlans) await seedClientOrders(db, plan, now);
}

async function seedClientOrders(db: Db, plan: DemoOrdersPlan, now: Date): Promise<void> {
  const [owner] = await db
    .select({ userId: users.id, clientId: users.clientId, name: users.name })
    .from(users)
    .where(and(eq(users.email, plan.email)));
  if (!owner) return;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.clientId, owner.clientId))
    .limit(1);
  if (existing) return;

  // One after the other: the seed runs in one transaction, on one connection (node-postgres
  // deprecates overlapping queries on a client).
  const areaRows = await db.select({ id: areas.id, governorateId: areas.governorateId }).from(areas);
  const captainRows = await db
    .select({ id: captains.id, branchId: captains.branchId })
    .from(captains)
    .innerJoin(branches, eq(branches.id, captains.branchId));
  const costRows = await db
    .select({ governorateId: clientCosts.governorateId, price: clientCosts.price })
    .from(clientCosts)
    .where(and(eq(clientCosts.clientId, owner.clientId), eq(clientCosts.delivery, 'home')));
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.clientId, owner.clientId));
  const delayReasonRows = await db.select({ id: reasons.id }).from(reasons).where(eq(reasons.type, 5));
  const price = new Map(costRows.map((c) => [c.governorateId, c.price]));
  const rnd = generator(plan.seed);
  const statuses = plan.statuses ?? (Object.keys(orderStatuses) as OrderStatus[]);

  const planned = statuses.flatMap((status) =>
    Array.from({ length: plan.perStatus }, () => {
      const area = rnd.pick(areaRows);
      const captain = rnd.pick(captainRows);
      const [nameAr] = rnd.pick(receivers);
      const created = new Date(now.getTime() - rnd.int(90) * day - rnd.int(20) * hour - hour);
      const path = pathTo[status];
      const stepAt = (i: number) =>
        new Date(Math.min(created.getTime() + (i + 1) * (6 * hour), now.getTime() - 60_000));
      const reached = (s: OrderStatus) => path.indexOf(s);
      const at = (s: OrderStatus) => (reached(s) >= 0 ? stepAt(reached(s)) : null);
      const amount = (rnd.int(60) * 25 + 100).toFixed(2);
      const cost = price.get(area.governorateId) ?? '60.00';
      const company = companyRows.length > 0 ? rnd.pick(companyRows) : null;
      const beyondSent = path.length > 1 && status !== 'deleted';
      const returned = reached('with_company') >= 0;
      return {
        path,
        status,
        created,
        row: {
          clientId: owner.clientId,
          userId: owner.userId,
          companyId: company?.id ?? null,
          secondClient: company?.name ?? null,
          invoiceNumber: rnd.next() < 0.6 ? `INV-${1000 + rnd.int(9000)}` : null,
          receiver: nameAr,
          phone1: `01${rnd.pick(['0', '1', '2', '5'])}${String(10_000_000 + rnd.int(89_999_999))}`,
          phone2:
            rnd.next() < 0.3
              ? `01${rnd.pick(['0', '1', '2'])}${String(10_000_000 + rnd.int(89_999_999))}`
              : null,
          governorateId: area.governorateId,
          areaId: area.id,
          address: `${1 + rnd.int(120)} ${rnd.pick(streets)}`,
          notes: rnd.next() < 0.3 ? 'الاتصال قبل التوصيل' : null,
          content: rnd.pick(contents),
          amountToBeCollected: amount,
          shippingCost: cost,
          receivedAmount: at('given') ? amount : null,
          cashAmount: at('wallet') ? (Number(amount) - Number(cost)).toFixed(2) : null,
          sentAt: at('sent'),
          executionDate: at('with_captain'),
          deliveryDate: at('given'),
          depositDate: at('wallet'),
          returnToSenderDate: at('returned'),
          returnReason: returned ? rnd.pick(returnReasons) : null,
          delayDate:
            status === 'delayed'
              ? new Date(now.getTime() + (1 + rnd.int(5)) * day).toISOString().slice(0, 10)
              : null,
          captainId: beyondSent ? captain.id : null,
          branchId: beyondSent ? captain.branchId : null,
          status: orderStatuses[status],
          isUrgent: rnd.next() < 0.1,
          rate: status === 'wallet' && rnd.next() < 0.5 ? 4 + rnd.int(2) : null,
          createdAt: created,
          updatedAt: path.length > 0 ? stepAt(path.length - 1) : created,
          statusAt: path.length > 0 ? stepAt(path.length - 1) : created,
        },
      };
    }),
  );

  const inserted = await db
    .insert(orders)
    .values(planned.map((p) => p.row))
    .returning({ id: orders.id });
  await db
    .update(orders)
    .set({ barCode: sql`'EG' || ${orders.code}` })
    .where(and(eq(orders.clientId, owner.clientId), isNull(orders.barCode)));

  const logs = planned.flatMap((p, i) => {
    const orderId = inserted[i]!.id;
    const entries: (typeof orderLogs.$inferInsert)[] = [
      {
        orderId,
        clientId: owner.clientId,
        userId: owner.userId,
        actor: 'client',
        actorName: owner.name,
        action: 'create',
        fromStatus: null,
        toStatus: orderStatuses.saved,
        createdAt: p.created,
      },
    ];
    let from: OrderStatus = 'saved';
    p.path.forEach((to, step) => {
      const client = byClient.has(to);
      entries.push({
        orderId,
        clientId: owner.clientId,
        userId: client ? owner.userId : null,
        actor: client ? 'client' : 'ops',
        actorName: client ? owner.name : 'عمليات الشركة',
        action: client
          ? (
              { sent: 'send', deleted: 'archive', resent: 'resend', delayed: 'delay' } as Record<
                string,
                string
              >
            )[to]!
          : 'status',
        fromStatus: orderStatuses[from],
        toStatus: orderStatuses[to],
        createdAt: new Date(Math.min(p.created.getTime() + (step + 1) * 6 * hour, now.getTime() - 60_000)),
      });
      from = to;
    });
    return entries;
  });
  await db.insert(orderLogs).values(logs);

  const delays = planned
    .map((p, i) => ({ p, orderId: inserted[i]!.id }))
    .filter(({ p }) => p.status === 'delayed' && p.row.delayDate)
    .map(({ p, orderId }) => ({
      orderId,
      clientId: owner.clientId,
      userId: owner.userId,
      actorName: owner.name,
      delayDate: p.row.delayDate!,
      reasonId: delayReasonRows[0]?.id ?? null,
      notes: null,
      createdAt: p.row.updatedAt,
    }));
  if (delays.length > 0) await db.insert(orderDelayRequests).values(delays);
}
