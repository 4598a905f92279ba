import type { Db } from './database';

/** Runs one business operation atomically (docs/conventions.md habit 9); repositories take the `tx` it passes. */
export type RunInTransaction = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

export function transactionRunner(db: Db): RunInTransaction {
  return (work) => db.transaction((tx) => work(tx as unknown as Db));
}
