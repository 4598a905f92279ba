import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { translate } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/database';
import { isConnectionError } from '../src/lib/connection-errors';
import { sharedDatabase, testDatabaseKind } from './support/database';
import { buildTestApp } from './support/harness';
import { capturedLogLines } from './support/logs';

/** What node-postgres and PostgreSQL throw when the database cannot be reached, as drizzle wraps them. */
const wrapped = (cause: Error) =>
  Object.assign(new Error('Failed query: select "id" from "sessions" where "token_hash" = $1\nparams: abc'), {
    query: 'select "id" from "sessions" where "token_hash" = $1',
    params: ['abc'],
    cause,
  });
const sqlState = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'FATAL', routine: 'ProcessInterrupts' });
const outages: Array<[string, () => Error]> = [
  [
    'refused',
    () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ],
  [
    'refused on every address',
    () =>
      Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), {
        code: 'ECONNREFUSED',
      }),
  ],
  [
    'terminated by the administrator (57P01)',
    () => wrapped(sqlState('57P01', 'terminating connection due to administrator command')),
  ],
  ['starting up (57P03)', () => sqlState('57P03', 'the database system is starting up')],
  ['connection failure (08006)', () => sqlState('08006', 'connection failure')],
  ['connection terminated', () => wrapped(new Error('Connection terminated unexpectedly'))],
  ['pool timeout', () => new Error('timeout exceeded when trying to connect')],
  ['too many connections (53300)', () => sqlState('53300', 'sorry, too many clients already')],
];

/** Lines logged since `from` whose message is `msg`. */
const linesSince = (from: number, msg: string) =>
  capturedLogLines.slice(from).filter((line) => (JSON.parse(line) as { msg?: string }).msg === msg);

describe('a database outage', () => {
  let app: FastifyInstance;
  let failure: () => Error;
  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/query', async () => {
      throw failure();
    });
  });
  afterAll(() => app.close());

  it.each(outages)(
    'answers 503 SERVICE_UNAVAILABLE with Retry-After when the database is %s',
    async (_name, make) => {
      failure = make;
      for (const lang of ['ar', 'en'] as const) {
        const res = await app.inject({ url: '/query', headers: { 'accept-language': lang } });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          success: 0,
          request_id: expect.any(String),
          code: 'SERVICE_UNAVAILABLE',
          error_msg: translate('errors.SERVICE_UNAVAILABLE', lang),
          retry_after: 5,
        });
      }
    },
  );

  it('is logged once for a burst of failing requests, without the query or its values', async () => {
    const outageApp = await buildTestApp();
    outageApp.get('/query', async () => {
      throw wrapped(sqlState('57P01', 'terminating connection due to administrator command'));
    });
    const from = capturedLogLines.length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => outageApp.inject({ url: '/query' })));
    await outageApp.close();
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(503));
    const lines = linesSince(from, 'database unavailable');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('57P01');
    expect(lines[0]).not.toContain('token_hash');
    expect(capturedLogLines.slice(from).filter((l) => l.includes('"level":50'))).toHaveLength(1);
  });

  it('an other failure is still a 500 INTERNAL', async () => {
    failure = () => new Error('not a connection problem');
    const res = await app.inject({ url: '/query' });
    expect(res.statusCode).toBe(500);
  });
});

describe('PostgreSQL that refuses connections', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A port nothing listens on: take a free one and let it go.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    app = await buildTestApp({ database: await openPostgres(`postgres://postgres@127.0.0.1:${port}/none`) });
  });
  afterAll(() => app.close());

  it('answers 503 on public and guarded routes, and logs the outage once', async () => {
    const from = capturedLogLines.length;
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/client/login',
        payload: { email: 'a@b.co', password: 'Demo#2026' },
      },
      {
        method: 'POST' as const,
        url: '/api/client/web/profile',
        headers: { authorization: `Bearer ${'A'.repeat(43)}` },
      },
      {
        method: 'GET' as const,
        url: '/api/client/get-government',
        headers: { authorization: `Bearer ${'A'.repeat(43)}` },
      },
    ];
    for (let round = 0; round < 5; round++) {
      for (const call of calls) {
        const res = await app.inject({ ...call, headers: { ...call.headers, 'accept-language': 'en' } });
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json().error_msg).toBe(translate('errors.SERVICE_UNAVAILABLE', 'en'));
      }
    }
    expect(linesSince(from, 'database unavailable')).toHaveLength(1);
    expect(linesSince(from, 'unhandled error')).toEqual([]);
  });
});

describe('the webhook worker during a database outage (issue 33 §9)', () => {
  let real: Database;
  beforeAll(async () => {
    real = await sharedDatabase();
  });

  it('logs the outage when it starts and when it ends, not once per sweep', async () => {
    let down = true;
    let refused = 0;
    // Every claim opens a transaction: refused while "down", as node-postgres refuses with no server.
    const db = new Proxy(real.db, {
      get: (target, prop, receiver) =>
        prop === 'transaction' && down
          ? async () => {
              refused++;
              throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
            }
          : Reflect.get(target, prop, receiver),
    });
    const from = capturedLogLines.length;
    const app = await buildTestApp({ database: { ...real, db }, env: { WEBHOOK_POLL_MS: '20' } });
    try {
      // Down for at least ten sweeps, however slowly a busy machine runs them.
      for (let i = 0; i < 500 && refused < 10; i++) await sleep(20);
      down = false;
      for (
        let i = 0;
        i < 100 && linesSince(from, 'webhook worker: database available again').length === 0;
        i++
      )
        await sleep(20);
    } finally {
      await app.close();
    }
    const errors = capturedLogLines.slice(from).filter((line) => line.includes('"level":50'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('webhook worker: database unavailable');
    const ended = linesSince(from, 'webhook worker: database available again');
    expect(ended).toHaveLength(1);
    expect((JSON.parse(ended[0]!) as { failures: number }).failures).toBeGreaterThanOrEqual(10);
  });
});

// A database restart under load (resilience/pg-restart.test.ts) ends the connections of open transactions
// too. The error reaches a checked-out client while none of its statements runs: without a listener of
// its own, node-postgres throws it out of the socket and the process dies.
describe.runIf(testDatabaseKind() === 'postgres')('a PostgreSQL connection lost inside a transaction', () => {
  it('fails the transaction as a connection error, the process lives on, and the pool serves again', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!);
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const own = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: Array<{ pid: number }>;
          };
          const pid = own.rows[0]!.pid;
          await database.db.execute(sql`select pg_terminate_backend(${pid})`);
          // The backend sends its FATAL before it exits: once it is gone, the message waits in this
          // client's socket, and a turn of the event loop delivers it while no statement runs (the window).
          for (let i = 0; i < 100; i++) {
            const alive = (await database.db.execute(
              sql`select 1 from pg_stat_activity where pid = ${pid}`,
            )) as unknown as { rows: unknown[] };
            if (alive.rows.length === 0) break;
            await sleep(20);
          }
          await sleep(50);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeDefined();
      expect(isConnectionError(failure)).toBe(true);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
