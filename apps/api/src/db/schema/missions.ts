import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { id, money, moment, timestamps } from './columns';
import { areas, governorates } from './geo';
import { branches, captains } from './ops';
import { orders } from './orders';
import { reasons } from './reasons';
import { staff } from './staff';

/** Mission codes: short, numeric, never reused; seven digits so they never look like an order's eight. */
export const missionCodes = pgSequence('mission_codes', { startWith: 5_000_001 });

/** A client's pickup (and return) addresses: where missions of types 1, 3, 4 and 5 happen. */
export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    address: text('address').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('client_addresses_client_id_idx').on(t.clientId, t.id),
    index('client_addresses_governorate_id_idx').on(t.governorateId),
    index('client_addresses_area_id_idx').on(t.areaId),
  ],
);

/** Where a supply is paid: a bank account (transfer) or a mobile wallet number. */
export const clientBankAccounts = pgTable(
  'client_bank_accounts',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 'bank' | 'wallet' */
    kind: text('kind').notNull().default('bank'),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('client_bank_accounts_client_id_idx').on(t.clientId, t.id),
    check('client_bank_accounts_kind', sql`${t.kind} in ('bank', 'wallet')`),
  ],
);

/** Reference: how a supply is paid. The ids are the codes of contracts' `paymentWays`. */
export const paymentWays = pgTable('payment_ways', {
  id: integer('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps(),
});

/** The weekdays (0 Sunday … 6 Saturday) the courier supplies this client's cash. */
export const clientSupplyDays = pgTable(
  'client_supply_days',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('client_supply_days_unique').on(t.clientId, t.weekday),
    check('client_supply_days_weekday', sql`${t.weekday} between 0 and 6`),
  ],
);

/**
 * A mission (spec §3 Mission): a pickup, supply, return, pickup-and-returns or resend, with the codes of
 * contracts' `missionTypes` and `missionStatuses`.
 */
export const missions = pgTable(
  'missions',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Who asked for it (main account or sub-user); null when operations created it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    code: text('code')
      .notNull()
      .default(sql`(nextval('mission_codes'))::text`),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    captainId: integer('captain_id').references(() => captains.id),
    branchId: integer('branch_id').references(() => branches.id),
    dueDate: date('due_date'),
    executionDate: moment('execution_date'),
    /** YYYY-MM: the month a supply covers. */
    month: text('month'),
    addressId: integer('address_id').references(() => clientAddresses.id, { onDelete: 'set null' }),
    bankAccountId: integer('bank_account_id').references(() => clientBankAccounts.id, {
      onDelete: 'set null',
    }),
    paymentWayId: integer('payment_way_id').references(() => paymentWays.id),
    /** A supply's cash: the client's balance when it was requested. */
    amount: money('amount'),
    terminationReasonId: integer('termination_reason_id').references(() => reasons.id),
    terminationNote: text('termination_note'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('missions_code_unique').on(t.code),
    // The lists: one client, by type and status, newest first.
    index('missions_client_type_status_id_idx').on(t.clientId, t.type, t.status, t.id),
    index('missions_client_id_idx').on(t.clientId, t.id),
    index('missions_client_updated_at_idx').on(t.clientId, t.updatedAt),
    index('missions_client_due_date_idx').on(t.clientId, t.dueDate),
    index('missions_client_created_at_idx').on(t.clientId, t.createdAt),
    index('missions_user_id_idx').on(t.userId),
    index('missions_captain_id_idx').on(t.captainId),
    index('missions_branch_id_idx').on(t.branchId),
    index('missions_address_id_idx').on(t.addressId),
    index('missions_bank_account_id_idx').on(t.bankAccountId),
    index('missions_payment_way_id_idx').on(t.paymentWayId),
    index('missions_termination_reason_id_idx').on(t.terminationReasonId),
  ],
);

/**
 * Missions per client, type and status, kept by a statement trigger (decision 035) so a list's total reads
 * at most 5 types × 7 statuses rows (× slots) instead of counting up to 100,000 index entries. Striped like
 * `order_counts` (migration 0031, decision 033 amendment 7): each transaction adds to the slot it claims
 * (`counter_slot()`), so one client's concurrent mission writers neither queue on nor deadlock over one
 * row; a count is the sum of its slots.
 */
export const missionCounts = pgTable(
  'mission_counts',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    slot: smallint('slot').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mission_counts_client_type_status_slot_unique').on(t.clientId, t.type, t.status, t.slot),
  ],
);

/** Hands out the `epoch` of each `mission_versions` row; not owned by a column, so no TRUNCATE resets it. */
export const missionVersionEpochs = pgSequence('mission_version_epochs');

/**
 * A per-client version of what its mission pages show (decision 035, amendment): statement triggers add 1
 * on every write to its missions, their carried orders (`mission_orders`), its addresses and bank
 * accounts, and on a change of its name; a change to the shared names a page shows (captains, branches,
 * governorates, areas, payment ways, reasons) adds 1 for every client. Striped like `order_versions`
 * (migration 0031, decision 033 amendment 7): each transaction adds to the slot it claims. The pair (sum
 * of `version`, max of `epoch`) changes with every committed write; the mission-page cache is valid while
 * it does not. `epoch` tells a row from an earlier one of the same client and slot (a client deleted, or
 * tables truncated and ids restarted).
 */
export const missionVersions = pgTable(
  'mission_versions',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    epoch: bigint('epoch', { mode: 'number' })
      .notNull()
      .default(sql`nextval('mission_version_epochs')`),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.slot] })],
);

/** The orders a mission carries (picked up, returned, resent, or whose cash it supplies). */
export const missionOrders = pgTable(
  'mission_orders',
  {
    id: id(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mission_orders_unique').on(t.missionId, t.orderId),
    index('mission_orders_order_id_idx').on(t.orderId),
    index('mission_orders_client_id_idx').on(t.clientId),
  ],
);

/** Every change to a mission: what, who, when. Written in the action's transaction. */
export const missionLogs = pgTable(
  'mission_logs',
  {
    id: id(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'client' | 'ops' | 'system'; the name is kept so the log survives a deleted user. */
    actor: text('actor').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mission_logs_mission_id_idx').on(t.missionId, t.id),
    index('mission_logs_client_id_idx').on(t.clientId),
    index('mission_logs_user_id_idx').on(t.userId),
  ],
);

/** Cash the courier handed the client (a supply), usually through a supply mission. Balance subtracts it. */
export const supplies = pgTable(
  'supplies',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id').references(() => missions.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    suppliedOn: date('supplied_on').notNull(),
    paymentWayId: integer('payment_way_id').references(() => paymentWays.id),
    notes: text('notes'),
    /** How the cash was handed over (the ops desk): 'cash' or 'bank_transfer'. */
    method: text('method').notNull().default('cash'),
    /** The transfer's or receipt's reference, as staff typed it. */
    reference: text('reference'),
    /** The staff member who recorded it (the ops desk); null for supplies of a supply mission. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** How many orders it settled (its `supply_orders`). */
    ordersCount: integer('orders_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('supplies_client_id_idx').on(t.clientId, t.suppliedOn),
    // The merchant's statements: newest first.
    index('supplies_client_id_id_idx').on(t.clientId, t.id),
    index('supplies_staff_id_idx')
      .on(t.staffId)
      .where(sql`${t.staffId} is not null`),
    check('supplies_method', sql`${t.method} in ('cash', 'bank_transfer')`),
    index('supplies_mission_id_idx').on(t.missionId),
    index('supplies_payment_way_id_idx').on(t.paymentWayId),
  ],
);

/**
 * The orders a supply settled (decision 024): one row per order and kind, at most once ever (the unique
 * index is the last guard against settling an order twice), with the amounts as they were settled. A
 * `return` line is an order's return fee (decision 076): collected 0, fee = the return price, net = −fee.
 */
export const supplyOrders = pgTable(
  'supply_orders',
  {
    id: id(),
    supplyId: integer('supply_id')
      .notNull()
      .references(() => supplies.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** What the captain collected (the order's received amount). */
    collected: money('collected').notNull(),
    /** The courier's fee (the order's shipping cost from the client's cost table). */
    fee: money('fee').notNull(),
    /** collected − fee: what the client received for this order. */
    net: money('net').notNull(),
    /** `delivery` (its collected cash less the shipping fee) or `return` (its return fee, decision 076). */
    kind: text('kind').$type<'delivery' | 'return'>().notNull().default('delivery'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supply_orders_order_unique').on(t.orderId, t.kind),
    check('supply_orders_kind_check', sql`${t.kind} in ('delivery', 'return')`),
    index('supply_orders_supply_id_idx').on(t.supplyId, t.id),
    index('supply_orders_client_id_idx').on(t.clientId),
  ],
);

/**
 * The running ledger of each client's balance (decision 024), kept by triggers on `orders` and `supplies`
 * in the same transaction as every change: `GET balance` reads one row instead of summing every order.
 * collected = Σ (received − shipping) of delivered orders (given, wallet); supplied = Σ supplies.
 */
export const clientBalances = pgTable('client_balances', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  collected: money('collected').notNull().default('0'),
  supplied: money('supplied').notNull().default('0'),
  /** The latest supply's day: the next supply day comes after it. */
  lastSuppliedOn: date('last_supplied_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A parcel the captain confirmed (scanned or typed) at a pickup mission (issue 37 §2, decision 066): the
 * order is on the mission's manifest (the client's sent orders the execution will take). Owned by the
 * missions module.
 */
export const captainPickupScans = pgTable(
  'captain_pickup_scans',
  {
    id: id(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    captainId: integer('captain_id')
      .notNull()
      .references(() => captains.id, { onDelete: 'cascade' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('captain_pickup_scans_mission_order_unique').on(t.missionId, t.orderId),
    index('captain_pickup_scans_order_id_idx').on(t.orderId),
    index('captain_pickup_scans_captain_id_idx').on(t.captainId),
  ],
);
