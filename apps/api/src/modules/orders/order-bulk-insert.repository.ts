import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { array } from '../../db/sql/arrays';
import { breather } from '../../lib/breather';
import { clients, users } from '../../db/schema/clients-users';
import { companies } from '../../db/schema/companies';
import { areas, governorates } from '../../db/schema/geo';
import { orderImports } from '../../db/schema/orders';
import type { Actor, OrderInsert } from './orders-query.repository';

/**
 * Rows per INSERT statement: the columns travel as arrays, so this only bounds one statement's memory. On
 * the embedded engine that memory is PGlite's WebAssembly heap, which never shrinks: 1,000 rows kept an
 * import's peak ~10 MB lower than 5,000, in the same time (docs/quality.md P5, 2026-11-29).
 */
const insertChunk = 1_000;

/**
 * From how many rows a bulk insert skips the row-by-row reference checks. Changing the role resets the
 * session's cached plans (PostgreSQL's `assign_session_replication_role`), which costs more than the checks
 * of a few rows: a form's one order keeps them, a spreadsheet's thousands skip them.
 */
export const bulkInsertRows = 500;

type Rows<T> = { rows: T[] };

/**
 * Whether this session may set `session_replication_role`: a superuser (PGlite; PostgreSQL as the tests and
 * benchmarks run it), or a role granted `SET` on it (PostgreSQL 15+, decision 011). Otherwise every insert
 * keeps PostgreSQL's own checks.
 */
async function mayTurnOffReferenceChecks(tx: Db): Promise<boolean> {
  const [who] = (
    (await tx.execute(sql`
      select current_setting('is_superuser') = 'on' as superuser,
             current_setting('server_version_num')::int >= 150000 as grantable`)) as unknown as Rows<{
      superuser: boolean;
      grantable: boolean;
    }>
  ).rows;
  if (who?.superuser) return true;
  if (!who?.grantable) return false;
  const [granted] = (
    (await tx.execute(
      sql`select has_parameter_privilege('session_replication_role', 'SET') as ok`,
    )) as unknown as Rows<{ ok: boolean }>
  ).rows;
  return granted?.ok === true;
}

const distinct = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((v): v is number => v !== null && v !== undefined)),
];

/**
 * What PostgreSQL's foreign-key triggers would do for every row, once per distinct key: each row the insert
 * will reference is locked `FOR KEY SHARE` (so no other transaction can delete it or change its key until
 * this one ends) and counted. False when one is missing: the caller then inserts with the row-by-row
 * checks, which refuse the row with PostgreSQL's own error (23503) and constraint name.
 *
 * The list is every foreign key that the insert below fills; test/order-bulk-insert.test.ts fails when
 * orders or order_logs gain one, so that it is added here.
 */
async function referencesHeld(tx: Db, actor: Actor, rows: OrderInsert[]): Promise<boolean> {
  const wanted = {
    clients: [actor.clientId],
    users: distinct([actor.userId]),
    governorates: distinct(rows.map((r) => r.governorateId)),
    areas: distinct(rows.map((r) => r.areaId)),
    companies: distinct(rows.map((r) => r.companyId)),
    imports: distinct(rows.map((r) => r.importId)),
  };
  const [held] = (
    (await tx.execute(sql`
      with c as (select 1 from ${clients} where ${clients.id} = any(${array(wanted.clients, 'int')}) for key share),
           u as (select 1 from ${users} where ${users.id} = any(${array(wanted.users, 'int')}) for key share),
           g as (select 1 from ${governorates} where ${governorates.id} = any(${array(wanted.governorates, 'int')}) for key share),
           a as (select 1 from ${areas} where ${areas.id} = any(${array(wanted.areas, 'int')}) for key share),
           co as (select 1 from ${companies} where ${companies.id} = any(${array(wanted.companies, 'int')}) for key share),
           i as (select 1 from ${orderImports} where ${orderImports.id} = any(${array(wanted.imports, 'int')}) for key share)
      select (select count(*) from c)::int as clients, (select count(*) from u)::int as users,
             (select count(*) from g)::int as governorates, (select count(*) from a)::int as areas,
             (select count(*) from co)::int as companies, (select count(*) from i)::int as imports`)) as unknown as Rows<
      Record<keyof typeof wanted, number>
    >
  ).rows;
  return (Object.keys(wanted) as (keyof typeof wanted)[]).every(
    (table) => held?.[table] === wanted[table].length,
  );
}

/**
 * Runs `work` in `tx` with PostgreSQL's foreign-key triggers off: `session_replication_role = replica`
 * fires only the triggers marked ALWAYS, which every trigger on orders and order_logs is (migration 0032,
 * test/order-bulk-insert.test.ts), and none of the internal ones that check references row by row: they were
 * half of an import's insert time on the embedded engine (decision 002, amendment of 2026-11-29) and ~40 %
 * on PostgreSQL (decision 011). `set local` ends with `tx` at the latest; the role is put back at once so
 * that the rest of `tx` is checked as usual.
 */
async function withoutReferenceChecks<T>(tx: Db, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`set local session_replication_role = replica`);
  const result = await work();
  await tx.execute(sql`set local session_replication_role = origin`);
  return result;
}

/**
 * Inserts orders with their 'create' log rows, in chunks: a 20,000-row import is a handful of statements
 * (docs/quality.md P5). From `bulkInsertRows` rows on, the references are held once per key
 * (`referencesHeld`) instead of checked once per row, when the session may do so; on any engine and with
 * any number of writers.
 */
export function createOrderBulkInsert() {
  let allowed: Promise<boolean> | undefined;
  const mayTurnOff = (tx: Db) => {
    allowed ??= mayTurnOffReferenceChecks(tx).catch((error: unknown) => {
      allowed = undefined;
      throw error;
    });
    return allowed;
  };
  return async function insertMany(
    actor: Actor,
    rows: OrderInsert[],
    log: { action: string; note?: string | null },
    tx: Db,
  ): Promise<{ id: number; code: string }[]> {
    const insert = async () => {
      const created: { id: number; code: string }[] = [];
      // The embedded engine runs each statement on this thread and answers without a turn of the event
      // loop: a 20,000-row import held every other request (even /healthz) for its ~2 s. A turn before
      // each chunk of a bulk insert lets what needs no database go on (decision 034, amendment of 2026-11-30).
      const breathe = breather(rows.length < bulkInsertRows ? Infinity : 1);
      for (let start = 0; start < rows.length; start += insertChunk) {
        await breathe();
        created.push(...(await insertChunkOf(tx, actor, rows.slice(start, start + insertChunk), log)));
      }
      return created;
    };
    if (rows.length < bulkInsertRows || !(await mayTurnOff(tx))) return insert();
    return (await referencesHeld(tx, actor, rows)) ? withoutReferenceChecks(tx, insert) : insert();
  };
}

async function insertChunkOf(
  tx: Db,
  actor: Actor,
  rows: OrderInsert[],
  log: { action: string; note?: string | null },
): Promise<{ id: number; code: string }[]> {
  const col = <T>(pick: (r: OrderInsert) => T) => rows.map(pick);
  const result = (await tx.execute(sql`
    with input as (
      select * from unnest(
        ${array(
          col((r) => r.receiver),
          'text',
        )}, ${array(
          col((r) => r.phone1),
          'text',
        )},
        ${array(
          col((r) => r.phone2 ?? null),
          'text',
        )}, ${array(
          col((r) => r.followUpMobile ?? null),
          'text',
        )}, ${array(
          col((r) => r.governorateId),
          'int',
        )},
        ${array(
          col((r) => r.areaId),
          'int',
        )}, ${array(
          col((r) => r.address),
          'text',
        )},
        ${array(
          col((r) => r.content),
          'text',
        )}, ${array(
          col((r) => r.amountToBeCollected),
          'numeric',
        )},
        ${array(
          col((r) => r.secondClient ?? null),
          'text',
        )}, ${array(
          col((r) => r.notes ?? null),
          'text',
        )},
        ${array(
          col((r) => r.invoiceNumber ?? null),
          'text',
        )}, ${array(
          col((r) => r.companyId ?? null),
          'int',
        )},
        ${array(
          col((r) => (r.products ? JSON.stringify(r.products) : null)),
          'text',
        )},
        ${array(
          col((r) => r.shippingCost ?? null),
          'numeric',
        )}, ${array(
          col((r) => r.importId ?? null),
          'int',
        )}
      ) with ordinality as t(receiver, phone1, phone2, follow_up_mobile, governorate_id, area_id, address, content, amount,
        second_client, notes, invoice_number, company_id, products, shipping_cost, import_id, n)
    ),
    numbered as (select nextval('order_codes')::text as code, input.* from input order by n),
    inserted as (
      insert into orders (client_id, user_id, code, bar_code, receiver, phone1, phone2, follow_up_mobile, governorate_id, area_id,
        address, content, amount_to_be_collected, second_client, notes, invoice_number, company_id, products,
        shipping_cost, import_id, test)
      select ${actor.clientId}, ${actor.userId}, code, 'EG' || code, receiver, phone1, phone2, follow_up_mobile, governorate_id,
        area_id, address, content, amount, second_client, notes, invoice_number, company_id, products::jsonb,
        shipping_cost, import_id, ${actor.test === true}
      from numbered
      returning id, code
    ),
    logged as (
      insert into order_logs (order_id, client_id, user_id, actor, actor_name, action, to_status, note)
      select id, ${actor.clientId}, ${actor.userId}, 'client', ${actor.name}, ${log.action}, 1, ${log.note ?? null}
      from inserted
    )
    select id, code from inserted order by id
  `)) as unknown as { rows: { id: number; code: string }[] };
  return result.rows;
}
