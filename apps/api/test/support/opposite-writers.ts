import type pg from 'pg';

/** Why a statement failed: its SQLSTATE and the relation a trigger was writing (from the error's context). */
export function failureOf(error: unknown): string {
  const e = error as { code?: string; where?: string };
  return `${e.code} ${/relation "(\w+)"/.exec(e.where ?? '')?.[1] ?? '?'}`;
}

/**
 * The count tables' deadlock pattern (counter-slots and mission-slots tests): `rounds` rounds in which
 * writer `w` runs, in one transaction, `first`, `insert(w)`, a 20 ms pause and `second`; odd writers swap
 * `first` and `second`. Both take `$1 = w`, so each writer touches only its own rows and any wait between
 * writers is on what the triggers write. Returns how many committed and why the others failed.
 */
export async function oppositeWriters(
  clients: pg.Client[],
  rounds: number,
  statements: { A: string; B: string; insert: (w: number) => string },
): Promise<{ committed: number; failed: string[] }> {
  const { A, B, insert } = statements;
  const failed: string[] = [];
  let committed = 0;
  for (let round = 0; round < rounds; round++)
    await Promise.all(
      clients.map(async (c, w) => {
        const [first, second] = w % 2 ? [B, A] : [A, B];
        try {
          await c.query('begin');
          await c.query(first, [w]);
          await c.query(insert(w));
          await c.query('select pg_sleep(0.02)');
          await c.query(second, [w]);
          await c.query('commit');
          committed++;
        } catch (error) {
          await c.query('rollback');
          failed.push(failureOf(error));
        }
      }),
    );
  return { committed, failed };
}
