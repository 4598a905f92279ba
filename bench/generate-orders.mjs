// Fills one client with N orders (default 1,000,000) for the order benchmarks (docs/quality.md P3, P4, P6).
//
//   node generate-orders.mjs                         PostgreSQL, BENCH_DATABASE_URL (database `bench`)
//   node generate-orders.mjs --pglite [dir]          PGlite folder (BENCH_PGLITE_DIR by default)
//   node generate-orders.mjs --count 100000 --email company@demo.test
//
// The database is prepared the way a user gets it: the built server is started once on it (migrations +
// demo data: the merchant account and its 112 demo orders), then stopped, and the client is topped up to
// N orders entirely in SQL, 100,000 rows per `insert … select … from generate_series`. No `create` log
// row is written per order: no list, page or search reads order_logs, so the benchmarks do not need them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  accountIds,
  demo,
  ensurePgDatabase,
  fmt,
  openDb,
  pgBenchUrl,
  pgliteBenchDir,
  startServer,
  targetLabel,
} from './lib/common.mjs';

const batchSize = 100_000;

/** Status mix of a courier's book after two years: most delivered (given) or paid out (wallet). */
const statusMix = [
  [7, 0.35], // given
  [8, 0.35], // wallet
  [1, 0.05], // saved
  [2, 0.05], // sent
  [3, 0.03], // underway
  [4, 0.04], // with_captain
  [5, 0.02], // with_company
  [6, 0.04], // returned
  [9, 0.02], // deleted
  [10, 0.01], // resent
  [11, 0.005], // missing_return
  [12, 0.005], // expired_return
  [13, 0.02], // delayed
  [14, 0.01], // uncompleted
];
let cumulative = 0;
const statusCase = `case ${statusMix
  .map(([code, share]) => `when r_status < ${(cumulative += share).toFixed(3)} then ${code}`)
  .join(' ')} else 14 end`;

const list = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
const firstNames = list(
  'محمد أحمد محمود مصطفى علي حسن إبراهيم يوسف عمر خالد فاطمة مريم نورهان هبة دينا سارة منى ياسمين آية رحاب'.split(
    ' ',
  ),
);
const lastNames = list(
  'عبد الله حسن إبراهيم علي السيد فؤاد شريف مصطفى عثمان سالم رمضان منصور جمال عادل فتحي نبيل زكي صبري كامل حمدي'.split(
    ' ',
  ),
);
const streets = list([
  'شارع التحرير',
  'شارع الجمهورية',
  'شارع النصر',
  'شارع 9',
  'ش مصطفى النحاس',
  'طريق الحرية',
]);
const contents = list([
  'سماعات لاسلكية',
  'شاحن هاتف',
  'ساعة ذكية',
  'كتب',
  'ملابس أطفال',
  'عطر',
  'حقيبة يد',
  'Phone case',
]);
const returnReasons = list(['رفض المستلم الاستلام', 'المستلم لا يرد', 'العنوان غير صحيح']);
const pick = (array, r) => `(${array})[1 + floor(${r} * cardinality(${array}))::int]`;
const mobile = (r) =>
  `'01' || (array['0','1','2','5'])[1 + floor(${r} * 4)::int] || lpad((floor(${r} * 4e8)::bigint % 100000000)::text, 8, '0')`;
/** A milestone `hours` after creation, for the statuses that reached it, never in the future. */
const milestone = (statuses, hours) =>
  `case when status in (${statuses}) then least(now(), created + interval '${hours} hours') end`;

// $1 client, $2 user, $3..$4 the slice of 1..$5 this batch makes. Orders are spread over two years in
// order of g, so ids grow with created_at as in a real database. `r` calls random()/nextval() and is
// therefore materialized once per row; `o` derives the status and dates each column below reuses.
const insertBatch = `
with ref as (
  select array_agg(a.id order by a.id) as area_ids,
         array_agg(a.governorate_id order by a.id) as gov_ids,
         array_agg(coalesce(c.price, 60.00) order by a.id) as prices
  from areas a
  left join client_costs c on c.client_id = $1 and c.delivery = 'home' and c.governorate_id = a.governorate_id
), crew as (
  select array_agg(id order by id) as ids, array_agg(branch_id order by id) as branch_ids from captains
), r as (
  select g, nextval('order_codes')::text as code,
         random() as r_status, random() as r_area, random() as r_crew, random() as r_first, random() as r_last,
         random() as r_phone1, random() as r_phone2, random() as r_misc, random() as r_amount, random() as r_text
  from generate_series($3::int, $4::int) g
), o as (
  select r.*, (${statusCase})::smallint as status,
         now() - make_interval(secs => (($5::int - g) + r_misc) * (730 * 86400.0 / $5::int)) as created,
         1 + floor(r_area * cardinality(ref.area_ids))::int as ai,
         1 + floor(r_crew * greatest(cardinality(crew.ids), 1))::int as ci,
         (100 + floor(r_amount * 60) * 25)::numeric(22, 2) as amount,
         ref.area_ids, ref.gov_ids, ref.prices, crew.ids as crew_ids, crew.branch_ids
  from r, ref, crew
)
insert into orders (client_id, user_id, code, bar_code, invoice_number, receiver, phone1, phone2,
  governorate_id, area_id, address, notes, content, amount_to_be_collected, received_amount, cash_amount,
  shipping_cost, sent_at, execution_date, delivery_date, deposit_date, return_to_sender_date, delay_date,
  return_reason, captain_id, branch_id, status, is_urgent, rate, created_at, updated_at)
select $1, $2, code, 'EG' || code,
  case when r_text < 0.6 then 'INV-' || (1000000 + g) end,
  ${pick(firstNames, 'r_first')} || ' ' || ${pick(lastNames, 'r_last')},
  ${mobile('r_phone1')},
  case when r_phone2 < 0.3 then ${mobile('r_phone2 / 0.3')} end,
  gov_ids[ai], area_ids[ai],
  (1 + floor(r_text * 120))::int || ' ' || ${pick(streets, 'r_misc')},
  case when r_misc < 0.3 then 'الاتصال قبل التوصيل' end,
  ${pick(contents, 'r_amount')},
  amount,
  case when status in (7, 8) then amount end,
  case when status = 8 then amount - prices[ai] end,
  prices[ai],
  ${milestone('2,3,4,5,6,7,8,10,11,12,13,14', 2)},
  ${milestone('4,5,6,7,8,10,11,12', 30)},
  ${milestone('7,8', 48)},
  ${milestone('8', 168)},
  ${milestone('6,10,12', 120)},
  case when status = 13 then (created + interval '3 days')::date end,
  case when status in (5, 6, 10, 11, 12) then ${pick(returnReasons, 'r_crew')} end,
  case when status not in (1, 2, 9) then crew_ids[ci] end,
  case when status not in (1, 2, 9) then branch_ids[ci] end,
  status,
  r_misc > 0.9,
  case when status = 8 and r_amount < 0.5 then 4 + (r_text < 0.5)::int end,
  created,
  least(now(), created + case status when 1 then interval '0' when 8 then interval '168 hours'
    when 7 then interval '48 hours' when 2 then interval '2 hours' else interval '36 hours' end)
from o`;

/** Starts the built server once on the database so it is migrated and holds the demo accounts. */
async function prepare(target) {
  if (target.url) await ensurePgDatabase(target.url);
  let fresh = target.dir ? !existsSync(join(target.dir, 'PG_VERSION')) : false;
  if (!fresh) {
    const db = await openDb(target);
    const { rows } = await db.query(`select to_regclass('users') is not null as ok`);
    fresh =
      !rows[0].ok || (await db.query('select 1 from users where email = $1', [demo.email])).rows.length === 0;
    await db.close();
  }
  if (!fresh) return;
  console.log(`${targetLabel(target)}: first start of the server (migrations + demo data)…`);
  const server = await startServer(target, {
    port: Number(process.env.BENCH_PORT ?? 8471),
    env: { SEED_DEMO: 'auto' },
  });
  await server.stop();
}

/** Tops the client up to `count` orders, refreshes statistics and checks order_counts. Returns the total. */
export async function ensureOrders(target, { count = 1_000_000, email = demo.email } = {}) {
  await prepare(target);
  const db = await openDb(target);
  try {
    const { clientId, userId } = await accountIds(db, email);
    const have = Number(
      (await db.query('select count(*)::int as n from orders where client_id = $1', [clientId])).rows[0].n,
    );
    const missing = count - have;
    if (missing <= 0) return have;
    console.log(`${targetLabel(target)}: ${email} has ${fmt(have)} orders; adding ${fmt(missing)}…`);
    if (have <= 1_000) await backdate(db, clientId);
    await db.query('select setseed(0.2026)'); // the same data on every fresh generation
    const started = performance.now();
    for (let from = 1; from <= missing; from += batchSize) {
      const to = Math.min(from + batchSize - 1, missing);
      await db.query(insertBatch, [clientId, userId, from, to, missing]);
      const seconds = (performance.now() - started) / 1000;
      console.log(`  ${fmt(to).padStart(9)} / ${fmt(missing)}  ${seconds.toFixed(1)} s`);
    }
    // VACUUM also sets the visibility map (autovacuum would within minutes), so index-only scans behave
    // as in a database that has been running; ANALYZE gives the planner the new distribution.
    const vacuumStarted = performance.now();
    await db.exec('vacuum (analyze) orders');
    console.log(`  vacuum analyze ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
    await checkCounts(db, clientId);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${targetLabel(target)}: ${fmt(missing)} orders in ${seconds.toFixed(1)} s (${fmt(missing / seconds)} rows/s)`,
    );
    return count;
  } finally {
    await db.close();
  }
}

/**
 * The demo orders are dated within the last 90 days but hold the lowest ids. In a real database ids follow
 * time, and code that relies on it (an export reading an id range) would scan the whole client for them;
 * so they are moved two years back, before the generated orders, where their ids say they belong.
 */
export async function backdate(db, clientId) {
  const columns = [
    'created_at',
    'updated_at',
    'sent_at',
    'delivery_date',
    'execution_date',
    'return_to_sender_date',
    'deposit_date',
    'return_requested_at',
    'delay_date',
  ];
  await db.query(
    `update orders set ${columns.map((c) => `${c} = ${c} - interval '730 days'`).join(', ')}
      where client_id = $1 and created_at > now() - interval '730 days'`,
    [clientId],
  );
}

/** order_counts is kept by a statement trigger; after a bulk load it must equal a real count per status. */
export async function checkCounts(db, clientId) {
  const { rows } = await db.query(
    `select coalesce(real.status, kept.status) as status, coalesce(real.n, 0) as real, coalesce(kept.count, 0) as kept
       from (select status, count(*)::int as n from orders where client_id = $1 group by status) real
       full join (select status, sum(count)::int as count from order_counts where client_id = $1 group by status) kept on kept.status = real.status
      order by 1`,
    [clientId],
  );
  const wrong = rows.filter((r) => Number(r.real) !== Number(r.kept));
  console.log(
    `  order_counts: ${wrong.length === 0 ? 'matches' : 'DIFFERS from'} count(*) for all ${rows.length} statuses (${rows
      .map((r) => `${r.status}:${fmt(r.real)}`)
      .join(' ')})`,
  );
  if (wrong.length) {
    console.table(wrong);
    throw new Error('order_counts does not match the orders table');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (name) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : undefined;
  };
  const target = args.includes('--pglite')
    ? { dir: value('--pglite') ?? pgliteBenchDir }
    : { url: value('--pg') ?? pgBenchUrl };
  const count = Number(value('--count') ?? 1_000_000);
  const total = await ensureOrders(target, { count, email: value('--email') ?? demo.email });
  console.log(
    `${targetLabel(target)} ${target.url ?? target.dir}: ${value('--email') ?? demo.email} has ${fmt(total)} orders`,
  );
}
