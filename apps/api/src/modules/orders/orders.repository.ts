import type { Db } from '../../db/database';
import type { BucketFoldOptions } from './order-buckets.repository';
import { createOrderActionsRepository } from './orders-actions.repository';
import { createOrderListsRepository } from './orders-lists.repository';
import { createOrderMoneyRepository } from './orders-money.repository';

/**
 * The only SQL of orders, in parts along the service's seams (lists, actions, money; the shared
 * columns and filters in orders-query.repository.ts): this composes them into the one repository the
 * service is given.
 */
export function createOrdersRepository(db: Db, options: BucketFoldOptions = {}) {
  return {
    ...createOrderListsRepository(db, options),
    ...createOrderActionsRepository(db),
    ...createOrderMoneyRepository(db),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
