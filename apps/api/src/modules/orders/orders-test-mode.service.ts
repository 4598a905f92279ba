import {
  canOpsMove,
  orderStatusByCode,
  orderStatuses,
  orderStatusLabelKey,
  type Language,
  type OrderStatus,
} from '@courier/contracts';
import { ignoreStatusChanges, withStatusEvents } from '../../db/status-events';
import { transition } from '../../db/transition';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { actorFor, found } from './order-mapping';
import type { OrderActionsDeps } from './orders-actions.service';
import type { OrderUpdate } from './orders-query.repository';

/**
 * Test mode's move (decision 074, issue 40.8): what the courier's desk and captains do to a live order,
 * done to a test order by a test key's call, so an integration sees every state and its webhook without a
 * parcel. The desk's own moves (`opsMoves`) and dates; no captain, no desk request, no stock and no
 * money: a test order is in no balance (the ledger's trigger skips it).
 */
export function createOrderTestMoves(deps: OrderActionsDeps) {
  const repo = deps.orders;
  return {
    async testMove(session: AuthContext, code: string, to: OrderStatus, lang: Language): Promise<void> {
      if (!session.testMode) throw new AppError('TEST_KEY_REQUIRED');
      const order = await found(repo.testByCode(session.clientId, code, lang));
      const actor = await actorFor(deps.userName, session);
      const store = withStatusEvents(
        repo.movable(actor, order.id),
        deps.onStatusChange ?? ignoreStatusChanges,
      );
      await transition(deps.transaction, store, (row) => {
        const from = orderStatusByCode(row.status) as OrderStatus;
        if (!row.test || !canOpsMove(from, to))
          throw new AppError('ORDER_ACTION_NOT_ALLOWED', {
            paramKeys: { action: orderStatusLabelKey(to), status: orderStatusLabelKey(from) },
          });
        const now = deps.clock.now();
        const values: OrderUpdate = { status: orderStatuses[to], updatedAt: now };
        if (to === 'sent' && !row.sentAt) values.sentAt = now;
        if (to === 'underway' && !row.executionDate) values.executionDate = now;
        if (to === 'delayed') values.delayDate = now.toISOString().slice(0, 10);
        if (to === 'returned') values.returnToSenderDate = now;
        if (to === 'given') {
          values.receivedAmount = row.amountToBeCollected;
          values.deliveryDate = now;
        }
        return {
          values,
          log: {
            userId: actor.userId,
            actor: 'system',
            actorName: 'test mode',
            action: `test_${to}`,
            fromStatus: row.status,
            toStatus: values.status,
            note: null,
            changes: null,
          },
        };
      });
    },
  };
}
