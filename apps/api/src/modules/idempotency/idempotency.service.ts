import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { IdempotencyRepository } from './idempotency.repository';

/**
 * docs/quality.md R2: a create call with an `Idempotency-Key` header runs once. The key row is inserted first in
 * the same transaction as the work; a concurrent repeat waits on the unique index, then finds the
 * committed row and answers its stored result. The same key with another body is 422.
 */
/** The stored results answered again (by identity): a route may say so (`Idempotent-Replayed`, decision 055). */
const replayed = new WeakSet<object>();

/** Whether this result is a stored one answered again for a repeated Idempotency-Key. */
export const isReplayed = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && replayed.has(result);

export function createIdempotencyService(deps: {
  keys: IdempotencyRepository;
  transaction: RunInTransaction;
}) {
  const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

  return async function once<T>(
    scope: { clientId: number; name: string; key: string | undefined; body: unknown },
    work: (tx: Db) => Promise<T>,
  ): Promise<T> {
    if (!scope.key) return deps.transaction(work);
    const requestHash = hashOf(scope.body);
    const s = { clientId: scope.clientId, scope: scope.name, key: scope.key.slice(0, 200) };
    return deps.transaction(async (tx) => {
      const claimed = await deps.keys.claim(tx, s, requestHash);
      if (claimed === undefined) {
        const first = await deps.keys.find(tx, s);
        if (!first || first.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        if (typeof first.response === 'object' && first.response !== null) replayed.add(first.response);
        return first.response as T;
      }
      const result = await work(tx);
      await deps.keys.save(tx, claimed, result);
      return result;
    });
  };
}

export type Idempotent = ReturnType<typeof createIdempotencyService>;
