// Clients with users and fresh sessions made with SQL (no scrypt per user), for the socket benchmarks.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './common.mjs';

// socket.io-client comes with the API (its tests use it); this package does not add another copy.
const { io } = createRequire(join(root, 'apps/api/package.json'))('socket.io-client');

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * `count` clients named `<prefix>-<n>` (made once, reused), each with `usersPerClient` users (the first is
 * the main account) and a fresh one-day session per user. Returns [{ clientId, users: [{ userId, token }] }].
 */
export async function makeClients(db, { prefix, count, usersPerClient = 1 }) {
  const { rows: demo } = await db.query(`select password_hash from users order by id limit 1`);
  const hash = demo[0].password_hash;
  const made = [];
  for (let c = 0; c < count; c++) {
    const name = `${prefix}-${c}`;
    let { rows } = await db.query('select id from clients where name = $1', [name]);
    if (!rows[0]) ({ rows } = await db.query('insert into clients (name) values ($1) returning id', [name]));
    const clientId = rows[0].id;
    const users = [];
    for (let u = 0; u < usersPerClient; u++) {
      const email = `${prefix}-${c}-${u}@bench.test`;
      const { rows: user } = await db.query(
        `insert into users (client_id, name, email, password_hash, is_main, sub_client, must_set_password, id_token)
         values ($1, $2, $3, $4, $5, $6, false, $7)
         on conflict (email) do update set disabled_at = null returning id`,
        [clientId, `${prefix} ${c}/${u}`, email, hash, u === 0, u !== 0, randomBytes(8).toString('hex')],
      );
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `insert into sessions (user_id, token_hash, last_seen_at, expires_at)
         values ($1, $2, now(), now() + interval '1 day')`,
        [user[0].id, sha256(token)],
      );
      users.push({ userId: user[0].id, token });
    }
    made.push({ clientId, users });
  }
  return made;
}

/** A connected socket.io client (`auth`: `{ token }`, or `{ token, staff: true }` for the console). */
export function connectSocket(url, auth) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A staff token through `POST /api/ops/login`. */
export async function staffToken(url, account) {
  const res = await fetch(`${url}/api/ops/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = await res.json();
  if (!body.access_token) throw new Error(`staff login: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}
