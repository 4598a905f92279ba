// The baseline of docs/quality.md P3: a bare Express + pg endpoint for `POST /api/client/order/GivenOrder` that
// runs the same four statements as the API, in the same order, through a pool of the same size (20):
// the session lookup, the status count (order_counts), the page, and max(updated_at). No validation
// library, no hooks, no response schema: what is left of the API's time is the database and JSON.
//
// The SQL below is what the API sends (recorded from the wire by lib/pg-sniffer.mjs); orders-list.mjs
// records the API again on every run and says so if it no longer matches.
//
//   DATABASE_URL=postgres://… PORT=8472 node bare-orders-list.mjs
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const listSql = {
  session:
    'select "sessions"."id", "sessions"."user_id", "users"."client_id", "sessions"."last_seen_at", "sessions"."expires_at", "sessions"."revoked_at", "users"."is_main", "clients"."has_company", "clients"."is_freezed", "users"."disabled_at", "clients"."deleted_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" inner join "clients" on "clients"."id" = "users"."client_id" where "sessions"."token_hash" = $1 limit $2',
  count:
    'select "count" from "order_counts" where ("order_counts"."client_id" = $1 and "order_counts"."status" = $2)',
  page: 'select "orders"."id", "orders"."code", "orders"."bar_code", "orders"."invoice_number", "orders"."second_client", "orders"."company_id", "orders"."receiver", "orders"."phone1", "orders"."phone2", "orders"."governorate_id", "governorates"."name_ar", "orders"."area_id", "areas"."name_ar", "orders"."address", "orders"."notes", "orders"."content", "orders"."amount_to_be_collected", "orders"."received_amount", "orders"."cash_amount", "orders"."shipping_cost", "orders"."created_at", "orders"."sent_at", "orders"."delivery_date", "orders"."execution_date", "orders"."return_to_sender_date", "orders"."deposit_date", "orders"."delay_date", "orders"."return_reason", "orders"."captain_id", "captains"."name", "orders"."branch_id", "branches"."name_ar", "orders"."status", "orders"."is_urgent", "orders"."return_requested_at", "orders"."rate", "orders"."updated_at" from "orders" inner join "governorates" on "governorates"."id" = "orders"."governorate_id" inner join "areas" on "areas"."id" = "orders"."area_id" left join "captains" on "captains"."id" = "orders"."captain_id" left join "branches" on "branches"."id" = "orders"."branch_id" where ("orders"."client_id" = $1 and "orders"."status" = $2) order by "orders"."id" desc limit $3',
  maxUpdatedAt:
    'select to_char(max("updated_at") at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.US"Z"\') from "orders" where "orders"."client_id" = $1',
};

/** The page's columns by position (two of them are called name_ar, so rows come back as arrays). */
const pageFields = [
  'id',
  'code',
  'bar_code',
  'invoice_number',
  'second_client',
  'company_id',
  'receiver',
  'phone1',
  'phone2',
  'government_id',
  'government',
  'area_id',
  'area',
  'address',
  'notes',
  'content',
  'amount_to_be_collected',
  'received_amount',
  'cash_amount',
  'shipping_cost',
  'created_at',
  'sent_at',
  'delivery_date',
  'execution_date',
  'return_to_sender_date',
  'deposit_date',
  'delay_date',
  'return_reason',
  'captain_id',
  'captain',
  'branch_id',
  'branch',
  'status',
  'is_urgent',
  'return_requested_at',
  'rate',
  'updated_at',
];

const given = 7;

async function serve() {
  const { default: express } = await import('express');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const app = express();
  app.use(express.json());

  app.post('/api/client/order/GivenOrder', async (req, res) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /i, '');
    const hash = createHash('sha256').update(token).digest('hex');
    const session = (await pool.query({ text: listSql.session, values: [hash, 1], rowMode: 'array' }))
      .rows[0];
    // revoked_at, disabled_at, deleted_at, absolute end: the checks the API makes (idle time aside).
    if (!session || session[5] || session[9] || session[10] || session[4] < new Date()) {
      return res.status(401).json({ success: 0 });
    }
    const clientId = session[2];
    const perPage = Math.min(Number(req.query.perPage ?? 20), 100);
    const count = (await pool.query(listSql.count, [clientId, given])).rows[0]?.count ?? 0;
    const page = await pool.query({
      text: listSql.page,
      values: [clientId, given, perPage],
      rowMode: 'array',
    });
    const max = (await pool.query({ text: listSql.maxUpdatedAt, values: [clientId], rowMode: 'array' }))
      .rows[0][0];
    res.json({
      success: 1,
      feed: page.rows.map((row) => Object.fromEntries(pageFields.map((f, i) => [f, row[i]]))),
      feed_count: count,
      max_order_updated_at: max,
    });
  });
  app.get('/readyz', (_req, res) => res.json({ status: 'ok' }));

  app.listen(Number(process.env.PORT ?? 8472), '127.0.0.1');
  // A benchmark baseline: stop at once, requests autocannon left in flight do not matter.
  process.once('SIGTERM', () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve();
