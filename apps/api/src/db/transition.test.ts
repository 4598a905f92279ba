import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import type { Db } from './database';
import { transition } from './transition';

const tx = {} as Db;
const run = <T>(work: (t: Db) => Promise<T>) => work(tx);

function store(row: { status: number } | undefined) {
  const writes: string[] = [];
  return {
    writes,
    lock: async () => row,
    write: async (values: { status: number }, entry: string, _tx: Db, _also?: SQL[], answer?: SQL) => {
      writes.push(`update ${values.status} and log ${entry}${answer ? ' and answer' : ''}`);
      return answer ? [{ id: 7 }] : [];
    },
  };
}

describe('transition', () => {
  it('locks, decides, updates and logs in one write, then runs the extra writes', async () => {
    const s = store({ status: 1 });
    await transition(run, s, (row) => ({
      values: { status: row.status + 1 },
      log: 'moved',
      after: async () => void s.writes.push('after'),
    }));
    expect(s.writes).toEqual(['update 2 and log moved', 'after']);
  });

  it('writes the answer with the update and log, and reads its rows before the extra writes', async () => {
    const s = store({ status: 1 });
    await transition(run, s, (row) => ({
      values: { status: row.status + 1 },
      log: 'moved',
      answer: { sql: sql`insert`, read: (rows) => void s.writes.push(`read ${JSON.stringify(rows)}`) },
      after: async () => void s.writes.push('after'),
    }));
    expect(s.writes).toEqual(['update 2 and log moved and answer', 'read [{"id":7}]', 'after']);
  });

  it('answers 404 for a row that is not found (or not the client’s) and writes nothing', async () => {
    const s = store(undefined);
    const moved = transition(run, s, () => ({ values: { status: 2 }, log: 'x' }));
    await expect(moved).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(s.writes).toEqual([]);
  });

  it('writes nothing when the state machine refuses', async () => {
    const s = store({ status: 1 });
    const moved = transition(run, s, () => {
      throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    });
    await expect(moved).rejects.toBeInstanceOf(AppError);
    expect(s.writes).toEqual([]);
  });
});
