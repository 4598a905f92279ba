import {
  reasonTypes,
  cairoDay,
  missionStatuses,
  missionTypes,
  orderStatuses,
  paymentWays,
  type MissionStatus,
  type MissionType,
  type OrderStatus,
} from '@courier/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { clients, users } from '../schema/clients-users';
import { captains } from '../schema/ops';
import { orders } from '../schema/orders';
import { reasons } from '../schema/reasons';
import {
  clientAddresses,
  clientBankAccounts,
  missionLogs,
  missionOrders,
  missions,
  supplies,
} from '../schema/missions';

/**
 * Demo missions (issue 4): the merchant has a mission of every type in every status, each with the log
 * of how it got there and the orders it carries (pickups carry sent orders, returns the returned ones,
 * resends the resent ones, and supplies the delivered orders whose cash they bring: the executed supplies
 * carry the wallet orders and have their `supplies` row, so the balance adds up). The suspended and the
 * company client have a few. Skipped for a client that already has missions. Runs after the demo orders.
 */

interface MissionPlan {
  email: string;
  missions: Array<[MissionType, MissionStatus]>;
}

const allTypes = Object.keys(missionTypes) as MissionType[];
const allStatuses = Object.keys(missionStatuses) as MissionStatus[];

export const demoMissionPlans: MissionPlan[] = [
  {
    email: 'merchant@demo.test',
    missions: allTypes.flatMap((type) =>
      allStatuses.map((status) => [type, status] as [MissionType, MissionStatus]),
    ),
  },
  {
    email: 'frozen@demo.test',
    missions: [
      ['receiving', 'new'],
      ['receiving', 'exhausted'],
      ['receiving_and_returns', 'for_captain'],
      ['receiving_and_returns', 'exhausted'],
      ['supply', 'exhausted'],
      ['return', 'new'],
    ],
  },
  {
    email: 'company@demo.test',
    missions: [
      ['receiving', 'new'],
      ['receiving', 'given_for_captain'],
      ['receiving', 'exhausted'],
      ['supply', 'exhausted'],
      ['return', 'exhausted'],
    ],
  },
];

/** How a mission reaches each status through the courier's operations (missionOpsMoves). */
const pathTo: Record<MissionStatus, MissionStatus[]> = {
  new: [],
  for_captain: ['for_captain'],
  given_for_captain: ['for_captain', 'given_for_captain'],
  executed_with_captain: ['for_captain', 'given_for_captain', 'executed_with_captain'],
  exhausted: ['for_captain', 'given_for_captain', 'executed_with_captain', 'exhausted'],
  canceled: ['canceled'],
  canceled_with_captain: ['for_captain', 'given_for_captain', 'canceled_with_captain'],
};

const open = new Set<MissionStatus>(['new', 'for_captain', 'given_for_captain']);
const executed = new Set<MissionStatus>(['executed_with_captain', 'exhausted']);
const canceled = new Set<MissionStatus>(['canceled', 'canceled_with_captain']);

/** Which orders a mission carries: by its type and whether it is still open or executed. */
function carriedStatuses(type: MissionType, status: MissionStatus): OrderStatus[] {
  if (canceled.has(status)) return [];
  const done = executed.has(status);
  switch (type) {
    case 'receiving':
      return done ? ['underway', 'with_captain'] : ['sent'];
    case 'receiving_and_returns':
      return done ? ['given', 'returned'] : ['sent', 'with_company'];
    case 'supply':
      return done ? ['wallet'] : ['given'];
    case 'return':
      return done ? ['returned'] : ['with_company'];
    case 'resend':
      return ['resent'];
  }
}

const supplyWays = [
  paymentWays.bank_transfer,
  paymentWays.cash_at_branch,
  paymentWays.mobile_wallet,
  paymentWays.cash_with_captain,
];

const day = 24 * 3_600_000;
const hour = 3_600_000;

export async function seedDemoMissions(db: Db, now: Date = new Date()): Promise<void> {
  for (const plan of demoMissionPlans) await seedClientMissions(db, plan, now);
}

async function seedClientMissions(db: Db, plan: MissionPlan, now: Date): Promise<void> {
  const [owner] = await db
    .select({
      userId: users.id,
      clientId: users.clientId,
      name: users.name,
      branchId: clients.responsibleBranchId,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.email, plan.email));
  if (!owner) return;
  const [existing] = await db
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.clientId, owner.clientId))
    .limit(1);
  if (existing) return;

  // One after the other: the seed runs in one transaction, on one connection (node-postgres
  // deprecates overlapping queries on a client).
  const addressRows = await db
    .select({ id: clientAddresses.id })
    .from(clientAddresses)
    .where(eq(clientAddresses.clientId, owner.clientId))
    .orderBy(asc(clientAddresses.id));
  const accountRows = await db
    .select({ id: clientBankAccounts.id, kind: clientBankAccounts.kind })
    .from(clientBankAccounts)
    .where(eq(clientBankAccounts.clientId, owner.clientId))
    .orderBy(asc(clientBankAccounts.id));
  const captainRows = await db
    .select({ id: captains.id, branchId: captains.branchId })
    .from(captains)
    .orderBy(asc(captains.id));
  const reasonRows = await db
    .select({ id: reasons.id, needsNote: reasons.needsNote })
    .from(reasons)
    .where(eq(reasons.type, reasonTypes.mission_termination))
    .orderBy(asc(reasons.sortOrder));
  const orderRows = await db
    .select({
      id: orders.id,
      status: orders.status,
      receivedAmount: orders.receivedAmount,
      shippingCost: orders.shippingCost,
      cashAmount: orders.cashAmount,
    })
    .from(orders)
    .where(
      and(
        eq(orders.clientId, owner.clientId),
        inArray(
          orders.status,
          (
            [
              'sent',
              'underway',
              'with_captain',
              'given',
              'wallet',
              'with_company',
              'returned',
              'resent',
            ] as const
          ).map((s) => orderStatuses[s]),
        ),
      ),
    )
    .orderBy(asc(orders.id));
  const address = addressRows[0]?.id ?? null;
  const bank = accountRows.find((a) => a.kind === 'bank')?.id ?? null;
  const wallet = accountRows.find((a) => a.kind === 'wallet')?.id ?? bank;
  const branchCaptains = captainRows.filter((c) => c.branchId === owner.branchId);
  const captainPool = branchCaptains.length > 0 ? branchCaptains : captainRows;

  // Orders by status; each order goes to one mission of a kind. The executed supplies share the wallet orders.
  const pools = new Map<number, typeof orderRows>();
  for (const o of orderRows) pools.set(o.status, [...(pools.get(o.status) ?? []), o]);
  const executedSupplies = plan.missions.filter(([t, s]) => t === 'supply' && executed.has(s)).length;
  const walletShare = Math.ceil(
    (pools.get(orderStatuses.wallet)?.length ?? 0) / Math.max(executedSupplies, 1),
  );
  const take = (status: OrderStatus) => {
    const pool = pools.get(orderStatuses[status]) ?? [];
    return pool.splice(0, status === 'wallet' ? walletShare : 1);
  };

  for (const [index, [type, status]] of plan.missions.entries()) {
    const created = new Date(
      now.getTime() - (open.has(status) ? 1 + (index % 3) : 5 + index) * day - 3 * hour,
    );
    const dueDate = open.has(status) ? cairoDay(now, index % 4) : cairoDay(created, 1);
    const path = pathTo[status];
    const captain = path.includes('for_captain') ? captainPool[index % captainPool.length]! : null;
    const executedAt = executed.has(status) ? new Date(`${dueDate}T12:00:00Z`) : null;
    const carried = carriedStatuses(type, status).flatMap(take);
    const net = carried.reduce(
      (sum, o) => sum + Math.round((Number(o.receivedAmount ?? 0) - Number(o.shippingCost ?? 0)) * 100),
      0,
    );

    const supply = type === 'supply';
    const paymentWayId = supply ? supplyWays[index % supplyWays.length]! : null;
    const reason = canceled.has(status) ? (reasonRows[status === 'canceled' ? 0 : 2] ?? null) : null;
    const stepAt = (i: number) =>
      new Date(Math.min(created.getTime() + (i + 1) * 5 * hour, now.getTime() - 60_000));

    const [mission] = await db
      .insert(missions)
      .values({
        clientId: owner.clientId,
        userId: owner.userId,
        type: missionTypes[type],
        status: missionStatuses[status],
        captainId: captain?.id ?? null,
        branchId: captain?.branchId ?? owner.branchId,
        dueDate,
        executionDate: executedAt,
        month: supply ? dueDate.slice(0, 7) : null,
        addressId: !supply || paymentWayId === paymentWays.cash_with_captain ? address : null,
        bankAccountId:
          paymentWayId === paymentWays.bank_transfer
            ? bank
            : paymentWayId === paymentWays.mobile_wallet
              ? wallet
              : null,
        paymentWayId,
        amount: supply ? (net / 100).toFixed(2) : null,
        terminationReasonId: reason?.id ?? null,
        terminationNote: status === 'canceled' ? 'تم تأجيل الشحنات إلى الأسبوع القادم' : null,
        notes: index % 3 === 0 ? 'الاتصال قبل الوصول بنصف ساعة' : null,
        createdAt: created,
        updatedAt: path.length > 0 ? stepAt(path.length - 1) : created,
      })
      .returning({ id: missions.id });
    const missionId = mission!.id;

    if (carried.length > 0) {
      await db
        .insert(missionOrders)
        .values(
          carried.map((o) => ({ missionId, orderId: o.id, clientId: owner.clientId, createdAt: created })),
        );
    }
    if (supply && executed.has(status) && carried.length > 0) {
      const supplied = carried.reduce((sum, o) => sum + Math.round(Number(o.cashAmount ?? 0) * 100), 0);
      await db.insert(supplies).values({
        clientId: owner.clientId,
        missionId,
        amount: (supplied / 100).toFixed(2),
        suppliedOn: dueDate,
        paymentWayId,
      });
    }

    let from: MissionStatus = 'new';
    const logs: (typeof missionLogs.$inferInsert)[] = [
      {
        missionId,
        clientId: owner.clientId,
        userId: owner.userId,
        actor: 'client',
        actorName: owner.name,
        action: 'create',
        fromStatus: null,
        toStatus: missionStatuses.new,
        createdAt: created,
      },
    ];
    path.forEach((to, step) => {
      const byClient = to === 'canceled';
      logs.push({
        missionId,
        clientId: owner.clientId,
        userId: byClient ? owner.userId : null,
        actor: byClient ? 'client' : 'ops',
        actorName: byClient ? owner.name : 'عمليات الشركة',
        action: byClient ? 'terminate' : 'status',
        fromStatus: missionStatuses[from],
        toStatus: missionStatuses[to],
        note: byClient && reason ? `reason:${reason.id}` : null,
        createdAt: stepAt(step),
      });
      from = to;
    });
    await db.insert(missionLogs).values(logs);
  }
}
