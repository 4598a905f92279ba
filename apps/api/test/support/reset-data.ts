import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../src/db/database';
import { seedDemoCaptains } from '../../src/db/seed/demo-captains';
import { seedDemoStaff } from '../../src/db/seed/demo-staff';
import { seedDemoAccounts } from '../../src/db/seed/seed';
import { demoPasswordHash } from './database';

/** Tables whose rows tests create; the reference lists (geo, branches, content) stay as seeded. */
const mutableTables = [
  'sessions',
  'staff_sessions',
  'captain_accounts',
  'captain_sessions',
  'staff',
  'otp_codes',
  'auth_throttle',
  'outbox_messages',
  'app_secrets',
  'users',
  'clients',
  // client-owned; truncating clients cascades to them, listed so their ids restart too
  'orders',
  'order_logs',
  'order_delay_requests',
  'order_imports',
  'order_import_chunks',
  'order_counts',
  // no foreign key (decision 033, amendment 5): only listing it empties it
  'order_bucket_deltas',
  'idempotency_keys',
  'api_keys',
  'api_page_unlocks',
  'webhook_settings',
  'webhook_events',
  'webhook_deliveries',
  'store_connections',
  'store_orders',
  'place_aliases',
  'import_column_maps',
  'companies',
  'client_costs',
  'missions',
  'mission_orders',
  'mission_logs',
  'client_addresses',
  'client_bank_accounts',
  'client_supply_days',
  'supplies',
  'notifications',
  'notification_settings',
  'notification_reads',
  'products',
  'survey_responses',
  // not client-owned, but tests add their own
  'surveys',
  'survey_questions',
  'international_shipments',
  'international_shipment_events',
  'client_locations',
  'attendances',
  'supply_orders',
  'client_balances',
  'stored_files',
  'chat_conversations',
  'chat_messages',
  'tickets',
  'ticket_replies',
  'ticket_logs',
  'captain_hand_ins',
  'captain_hand_in_orders',
  'captain_positions',
  'captain_pickup_scans',
];

/**
 * The script that puts a database back to the demo accounts, as `truncate … restart identity cascade` of
 * mutableTables and a new seed would:
 * - Every table the cascade reaches (the foreign-key closure) is deleted row by row. On PostgreSQL a
 *   TRUNCATE of ~50 tables gives each table and index a new file and unlinks the old ones at commit: 1.3–2.3 s
 *   per test, timed on a loaded 2-core machine, where deleting the few rows a test wrote takes milliseconds.
 * - `session_replication_role = replica` (the test role is a superuser on both engines) skips the
 *   foreign-key checks in any order, and the ordinary triggers. The counting triggers are ALWAYS (migration
 *   0032) and still fire, adding their deltas to count tables the pass may have emptied already: a second
 *   pass, on source tables now empty, removes them.
 * - The demo accounts' rows are then inserted as they were after the first seed, read back from each table
 *   as JSON, and the sequences set where that seed left them. Seeding again, ~40 statements one after
 *   another, cost 154 ms per test on both engines, most of the API step's time (decision 016).
 * Built once per database from its catalogue, so a new table reached by the cascade is emptied and restored
 * without listing it; the first restore is checked against the seed it copies.
 */
const resetScripts = new WeakMap<Database, Promise<string>>();

type Rows<T> = { rows: T[] };
async function rowsOf<T>(database: Database, text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(text)) as unknown as Rows<T>).rows;
}

async function resetScriptFor(database: Database): Promise<string> {
  const list = await rowsOf<{ kind: string; name: string; start: string | null }>(
    database,
    sql`
    with recursive reached(oid) as (
      select c.oid from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and c.relname in (${sql.join(
          mutableTables.map((name) => sql`${name}`),
          sql`, `,
        )})
      union
      select con.conrelid from pg_constraint con join reached r on con.confrelid = r.oid
      where con.contype = 'f'
    )
    select 'table' as kind, format('%I', c.relname) as name, null as start
    from reached r join pg_class c on c.oid = r.oid
    union all
    select distinct 'sequence', format('%I', seq.relname), s.seqstart::text
    from reached r
    join pg_depend d on d.refobjid = r.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_class seq on seq.oid = d.objid and seq.relkind = 'S'
    join pg_sequence s on s.seqrelid = seq.oid`,
  );
  const tables = list.filter((row) => row.kind === 'table').map((row) => row.name);
  const missing = mutableTables.filter((name) => !tables.includes(name));
  if (missing.length > 0) throw new Error(`resetData: no such tables: ${missing.join(', ')}`);
  const sequences = list.filter((row) => row.kind === 'sequence');
  const deletes = tables.map((name) => `delete from ${name};`);
  const transaction = (body: string[]) =>
    ['begin;', 'set local session_replication_role = replica;', ...body, 'commit;'].join('\n');

  // Empty, with the sequences at their start, then the seed as before.
  await runScript(
    database,
    transaction([
      ...deletes,
      ...deletes,
      ...sequences.map((s) => `select setval('${s.name}', ${Number(s.start)}, false);`),
    ]),
  );
  await seedDemoAccounts(database.db, await demoPasswordHash());
  await seedDemoStaff(database.db, await demoPasswordHash());
  await seedDemoCaptains(database.db, await demoPasswordHash());

  const seeded = await seededRows(database, tables);
  const inserts = [...seeded].map(([table, { columns, json }]) => {
    const names = columns.join(', ');
    return `insert into ${table} (${names}) overriding system value select ${names} from json_populate_recordset(null::${table}, '${json.replaceAll("'", "''")}');`;
  });
  const setvals: string[] = [];
  for (const s of sequences) {
    const [at] = await rowsOf<{ last_value: string; is_called: boolean }>(
      database,
      sql.raw(`select last_value::text, is_called from ${s.name}`),
    );
    setvals.push(`select setval('${s.name}', ${Number(at!.last_value)}, ${at!.is_called});`);
  }
  const script = transaction([...deletes, ...deletes, ...inserts, ...setvals]);

  // The copy must give back exactly what the seed wrote (a trigger the replica role skips, a column type
  // JSON cannot carry, would not).
  await runScript(database, script);
  const restored = await seededRows(database, tables);
  for (const table of tables) {
    if (seeded.get(table)?.json !== restored.get(table)?.json)
      throw new Error(`resetData: ${table} restored differs from its seed`);
  }
  return script;
}

/** Each table's rows as one JSON array in a stable order (by each row's text); tables without rows left out. */
async function seededRows(database: Database, tables: string[]) {
  const found = new Map<string, { columns: string[]; json: string }>();
  for (const table of tables) {
    // Generated columns are computed again on insert, and cannot be given.
    const columns = (
      await rowsOf<{ name: string }>(
        database,
        sql`select format('%I', attname) as name from pg_attribute
            where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
            order by attnum`,
      )
    ).map((c) => c.name);
    const [row] = await rowsOf<{ json: string | null }>(
      database,
      sql.raw(`select json_agg(t order by t::text)::text as json from ${table} t`),
    );
    if (row?.json) found.set(table, { columns, json: row.json });
  }
  return found;
}

async function runScript(database: Database, script: string): Promise<void> {
  if (database.kind === 'pglite') await (database.client as PGlite).exec(script);
  else await (database.client as pg.Pool).query(script);
}

/** Back to the demo accounts and nothing else: every test starts from the same data. */
export async function resetData(database: Database): Promise<void> {
  let script = resetScripts.get(database);
  if (!script) {
    script = resetScriptFor(database);
    resetScripts.set(database, script);
  }
  await runScript(database, await script);
}
