import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { companies } from './companies';
import { id, money, moment, timestamps } from './columns';
import { areas, governorates } from './geo';
import { branches, captains } from './ops';
import { reasons } from './reasons';
import { staff } from './staff';

/** Order codes are short, numeric and never reused; a sequence hands them out without a race. */
export const orderCodes = pgSequence('order_codes', { startWith: 10_000_001 });

/** The parcel (spec §3 Order). Statuses are the codes of contracts' `orderStatuses`. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Who created it (main account or sub-user); null for imports by the ops console later. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    code: text('code')
      .notNull()
      .default(sql`(nextval('order_codes'))::text`),
    barCode: text('bar_code'),
    invoiceNumber: text('invoice_number'),
    /** The sender shown on the airway bill when it is not the client itself ("second client"). */
    secondClient: text('second_client'),
    receiver: text('receiver').notNull(),
    phone1: text('phone1').notNull(),
    phone2: text('phone2'),
    /** spec §5 follow-up mobile (decision 078): optional, a number to follow the order up on. */
    followUpMobile: text('follow_up_mobile'),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    address: text('address').notNull(),
    notes: text('notes'),
    content: text('content').notNull(),
    amountToBeCollected: money('amount_to_be_collected').notNull(),
    receivedAmount: money('received_amount'),
    /** The cash the courier has supplied (paid out) to the client for this order. */
    cashAmount: money('cash_amount'),
    shippingCost: money('shipping_cost'),
    /**
     * The return fee (decision 076): the client's cost-table return price for the order's governorate, set
     * once when the desk moves it to `returned`; the ledger charges it from then on, whatever the status.
     */
    returnCost: money('return_cost'),
    /** The supply that deducted the return fee (null while it is owed); no FK: supplies come after orders. */
    returnFeeSupplyId: integer('return_fee_supply_id'),
    sentAt: moment('sent_at'),
    /**
     * When the order entered its current status: set by a trigger on every status change (from the move's
     * updated_at), never by an edit (decision 064). The "with a captain" age counts from it.
     */
    statusAt: moment('status_at').notNull().defaultNow(),
    deliveryDate: moment('delivery_date'),
    executionDate: moment('execution_date'),
    returnToSenderDate: moment('return_to_sender_date'),
    depositDate: moment('deposit_date'),
    delayDate: date('delay_date'),
    returnReason: text('return_reason'),
    captainId: integer('captain_id').references(() => captains.id),
    branchId: integer('branch_id').references(() => branches.id),
    status: smallint('status').notNull().default(1),
    isUrgent: boolean('is_urgent').notNull().default(false),
    returnRequestedAt: moment('return_requested_at'),
    /** spec §5 returnValue of the last return-on-sender request (decision 078), shown on the desk's queue. */
    returnValue: money('return_value'),
    rate: smallint('rate'),
    rateNote: text('rate_note'),
    cancelReasonId: integer('cancel_reason_id').references(() => reasons.id),
    /**
     * The last resend request (issue 14): 1 to the receiver again, 2 to a new address given below. The
     * courier's desk reads the request from here; the order log keeps every one.
     */
    resendType: smallint('resend_type'),
    resendRequestedAt: moment('resend_requested_at'),
    resendGovernorateId: integer('resend_governorate_id').references(() => governorates.id),
    resendAreaId: integer('resend_area_id').references(() => areas.id),
    resendAddress: text('resend_address'),
    resendPhone: text('resend_phone'),
    importId: integer('import_id').references(() => orderImports.id, { onDelete: 'set null' }),
    /** Product lines [{product_id, quantity}] until the product catalogue lands. */
    products: jsonb('products').$type<{ product_id: number; quantity: number }[]>(),
    /**
     * Made with a test API key (decision 074): seen only by test keys, never by the desk, the captains,
     * the balance or any list of live work; moved only by the test-mode call.
     */
    test: boolean('test').notNull().default(false),
    ...timestamps(),
  },
  // Nullable foreign keys get partial indexes: a new order (no captain, branch, company…) adds no entry
  // to them, which keeps a 20,000-row import cheap, and FK checks only ever look up non-null values.
  (t) => [
    uniqueIndex('orders_code_unique').on(t.code),
    // The seven lists: one status of one client, newest first (keyset and reverse scans, docs/quality.md P3/P4).
    index('orders_client_status_id_idx').on(t.clientId, t.status, t.id),
    // Also carries the receiver and the test flag (INCLUDE, migrations 0033, 0047; drizzle cannot declare it): a receiver substring's
    // capped count is then an index-only walk over the newest ids (decision 033, amendment 9).
    index('orders_client_id_idx').on(t.clientId, t.id),
    index('orders_client_updated_at_idx').on(t.clientId, t.updatedAt),
    index('orders_client_created_at_idx').on(t.clientId, t.createdAt),
    // The dashboard chart: a client's deliveries of the last 30 days.
    index('orders_client_delivery_date_idx')
      .on(t.clientId, t.deliveryDate)
      .where(sql`${t.deliveryDate} is not null`),
    // The failed-attempt centre's return rate: a client's returns of a month (decision 068).
    index('orders_client_return_date_idx')
      .on(t.clientId, t.returnToSenderDate)
      .where(sql`${t.returnToSenderDate} is not null`),
    // Phone prefixes (`like '010…%'`) of both numbers: text_pattern_ops serves `like` whatever the collation.
    index('orders_client_phone1_idx').on(t.clientId, t.phone1.op('text_pattern_ops')),
    index('orders_client_phone2_idx')
      .on(t.clientId, t.phone2.op('text_pattern_ops'))
      .where(sql`${t.phone2} is not null`),
    // Receiver substrings (`ilike '%…%'`): a trigram index (pg_trgm, loaded into PGlite by database.ts).
    index('orders_receiver_trgm_idx').using('gin', t.receiver.op('gin_trgm_ops')),
    index('orders_client_invoice_idx')
      .on(t.clientId, t.invoiceNumber)
      .where(sql`${t.invoiceNumber} is not null`),
    index('orders_user_id_idx').on(t.userId),
    index('orders_company_id_idx')
      .on(t.companyId)
      .where(sql`${t.companyId} is not null`),
    index('orders_governorate_id_idx').on(t.governorateId),
    index('orders_area_id_idx').on(t.areaId),
    index('orders_captain_id_idx')
      .on(t.captainId)
      .where(sql`${t.captainId} is not null`),
    index('orders_branch_id_idx')
      .on(t.branchId)
      .where(sql`${t.branchId} is not null`),
    // A scan reads a code or a bar code (issue 36): without it each scan read the whole table for the bar code.
    // The return fees still owed (decision 076): the supply's owed list reads them per client.
    index('orders_return_fee_owed_idx')
      .on(t.clientId)
      .where(sql`${t.returnCost} > 0 and ${t.returnFeeSupplyId} is null`),
    index('orders_bar_code_idx')
      .on(t.barCode)
      .where(sql`${t.barCode} is not null`),
    index('orders_cancel_reason_id_idx')
      .on(t.cancelReasonId)
      .where(sql`${t.cancelReasonId} is not null`),
    index('orders_resend_governorate_id_idx')
      .on(t.resendGovernorateId)
      .where(sql`${t.resendGovernorateId} is not null`),
    index('orders_resend_area_id_idx')
      .on(t.resendAreaId)
      .where(sql`${t.resendAreaId} is not null`),
    index('orders_import_id_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
    // The staff dashboard and the desk's overdue filter (decision 060): each stage's orders by the time
    // its age counts from, and the orders under way per branch; small, as only open orders enter them.
    index('orders_sent_since_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 2`),
    index('orders_with_captain_since_idx')
      .on(t.statusAt)
      .where(sql`${t.status} = 4`),
    index('orders_delayed_until_idx')
      .on(t.delayDate)
      .where(sql`${t.status} = 13`),
    index('orders_open_status_branch_idx')
      .on(t.status, t.branchId)
      .where(sql`${t.status} in (2, 3, 4, 5, 10, 13, 14)`),
    // Deliveries of a day across clients (the dashboard's cash with captains, the desk's delivered_on).
    index('orders_delivery_date_captain_idx')
      .on(t.deliveryDate, t.captainId)
      .where(sql`${t.deliveryDate} is not null`),
  ],
);

/** Every change to an order: what, who, when (spec §2 `/Log/{id}/{page}`). Written in the action's transaction. */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who acted when `actor` is 'ops' (the orders desk, decision 023). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** 'client' | 'ops' | 'system'; the name of who acted is kept so the log survives a deleted user. */
    actor: text('actor').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_logs_order_id_idx').on(t.orderId, t.id),
    index('order_logs_client_id_idx').on(t.clientId),
    index('order_logs_user_id_idx').on(t.userId),
    index('order_logs_staff_id_idx')
      .on(t.staffId)
      .where(sql`${t.staffId} is not null`),
  ],
);

/** The delay log: each delay request with its date and reason. */
export const orderDelayRequests = pgTable(
  'order_delay_requests',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    delayDate: date('delay_date').notNull(),
    reasonId: integer('reason_id').references(() => reasons.id),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_delay_requests_order_id_idx').on(t.orderId, t.id),
    index('order_delay_requests_client_id_idx').on(t.clientId),
    index('order_delay_requests_user_id_idx').on(t.userId),
    index('order_delay_requests_reason_id_idx').on(t.reasonId),
  ],
);

/**
 * One uploaded spreadsheet. The file's SHA-256 per client makes a second upload of the same file an
 * 'old file' (spec §8). A smart upload waiting for corrections keeps its rows in `pending`.
 */
export const orderImports = pgTable(
  'order_imports',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileHash: text('file_hash').notNull(),
    fileName: text('file_name').notNull(),
    kind: text('kind').notNull(),
    /** 'done' | 'pending_correction' */
    state: text('state').notNull(),
    rowCount: integer('row_count').notNull(),
    pending: jsonb('pending').$type<unknown>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('order_imports_client_file_unique').on(t.clientId, t.fileHash),
    index('order_imports_user_id_idx').on(t.userId),
  ],
);

/**
 * Order counts per client and status, kept by a trigger so list totals never count a million rows. Each
 * count is striped over up to 16 slots (the writing backend's), so concurrent moves of one client's orders
 * do not queue on one row's lock until commit (P7); a count is the sum of its slots.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    slot: smallint('slot').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('order_counts_client_status_slot_unique').on(t.clientId, t.status, t.slot)],
);

/**
 * How many of a client's orders lie in each id range ("bucket": `id >> 12`, 4,096 ids), per status and
 * for every status at once (`status` 0), as append-only signed deltas (migration 0029, decision 033
 * amendment 5): a bucket's count is the sum of its rows. Statement triggers on `orders` only INSERT rows
 * here (one per group a statement moved); there is no unique key, so a writer never waits for another
 * transaction on this table and writers cannot deadlock on it (amendment 4's upserted rows did). The
 * hourly housekeeping folds each group's rows into one (`foldBucketDeltas` in orders.repository.ts). No foreign key either:
 * a client's deletion cascades to its orders, whose delete trigger writes the deltas that cancel its rows.
 * A page deep in a list sums these from the nearer end to find the bucket holding its offset, then reads
 * ids from that bucket's bound with an OFFSET under 4,096 (docs/quality.md P4).
 */
export const orderBucketDeltas = pgTable(
  'order_bucket_deltas',
  {
    clientId: integer('client_id').notNull(),
    status: smallint('status').notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('order_bucket_deltas_client_status_bucket_idx').on(t.clientId, t.status, t.bucket, t.count)],
);

/**
 * Delivered orders (given, wallet) per client and Cairo day of delivery, kept by a statement trigger
 * (decision 035) so the dashboard's chart reads at most 30 days × 16 slots instead of every delivery of
 * the month. Striped like `order_counts`; a day's count is the sum of its slots.
 */
export const orderDeliveriesPerDay = pgTable(
  'order_deliveries_per_day',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    slot: smallint('slot').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('order_deliveries_per_day_client_day_slot_unique').on(t.clientId, t.day, t.slot)],
);

/** Hands out the `epoch` of each `order_versions` row; not owned by a column, so no TRUNCATE resets it. */
export const orderVersionEpochs = pgSequence('order_version_epochs');

/**
 * A per-client version of its orders (decision 033): a statement trigger on `orders` adds 1 to one of 16
 * slots on every insert, update or delete (striped like `order_counts`, so concurrent writers of one
 * client do not queue on one row). The pair (sum of `version`, max of `epoch`) changes with every
 * committed write; the order-page cache is valid while it does not. `epoch` tells a row apart from an
 * earlier one with the same client and slot (a client deleted, or tables truncated and ids restarted).
 * A rename of a place, captain or branch (the names a page shows) adds 1 for every client (migration 0028).
 */
export const orderVersions = pgTable(
  'order_versions',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    epoch: bigint('epoch', { mode: 'number' })
      .notNull()
      .default(sql`nextval('order_version_epochs')`),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.slot] })],
);
