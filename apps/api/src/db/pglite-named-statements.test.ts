import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './database';

// The embedded database's named statements (pglite-named-statements.ts): the statements repositories
// prepare by name answer as the ordinary path does, with every parameter type, after writes, after an
// error, and never inside another caller's transaction.
describe('PGlite named statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
    await database.db.execute(
      sql`create table probe (id serial primary key, name text not null, at timestamptz, flag boolean, n numeric)`,
    );
  }, 60_000);
  afterAll(() => database.close());

  const byName = () =>
    database.db
      .select({
        id: sql<number>`id`,
        name: sql<string>`name`,
        at: sql<string | null>`at`,
        flag: sql<boolean | null>`flag`,
        n: sql<string | null>`n`,
      })
      .from(sql`probe`)
      .where(
        sql`(name = ${sql.placeholder('name')} or ${sql.placeholder('name')}::text is null)
          and (at >= ${sql.placeholder('since')} or ${sql.placeholder('since')}::timestamptz is null)
          and (flag = ${sql.placeholder('flag')} or ${sql.placeholder('flag')}::boolean is null)`,
      )
      .orderBy(sql`id`)
      .prepare('probe_by_name');

  it('is a named statement of the database, and answers like the ordinary query after writes', async () => {
    const statement = byName();
    const at = new Date('2026-01-02T03:04:05.678Z');
    await database.db.execute(
      sql`insert into probe (name, at, flag, n) values ('نور', ${at.toISOString()}, true, 12.5), ('b', null, false, null)`,
    );
    const rows = await statement.execute({
      name: 'نور',
      since: new Date('2026-01-01T00:00:00Z'),
      flag: true,
    });
    expect(rows).toEqual([
      { id: 1, name: 'نور', at: expect.stringContaining('2026-01-02'), flag: true, n: '12.5' },
    ]);
    const prepared = await database.db.execute(
      sql`select name from pg_prepared_statements where name = 'probe_by_name'`,
    );
    expect((prepared as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    await database.db.execute(sql`insert into probe (name, flag) values ('نور', true)`);
    const all = await statement.execute({ name: null, since: null, flag: null });
    expect(all.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(await statement.execute({ name: 'نور', since: null, flag: true })).toHaveLength(2);
  });

  it('rejects a bad parameter with the database error and keeps working', async () => {
    const statement = byName();
    await expect(statement.execute({ name: null, since: 'not a time', flag: null })).rejects.toMatchObject({
      cause: { code: '22007' }, // invalid_datetime_format, as the ordinary path reports it
    });
    expect(await statement.execute({ name: 'b', since: null, flag: false })).toHaveLength(1);
  });

  it('waits for a transaction that is running, and sees only what it committed', async () => {
    const statement = byName();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (name) values ('inside')`);
      inserted();
      await held;
    });
    await insertedOnce;
    const reading = statement.execute({ name: 'inside', since: null, flag: null });
    const first = await Promise.race([reading, new Promise((r) => setTimeout(() => r('waiting'), 100))]);
    expect(first).toBe('waiting');
    release();
    await transaction;
    expect(await reading).toHaveLength(1);
  });

  // openPglite's setting, checked here because this file already pays for an embedded database: at the
  // default 128 MB the process starts ~120 MB larger (docs/quality.md P5, P6).
  it('runs with small shared buffers', async () => {
    const { rows } = await (database.client as PGlite).query('show shared_buffers');
    expect(rows).toEqual([{ shared_buffers: '16MB' }]);
  });
});
