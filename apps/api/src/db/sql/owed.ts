import { orderStatuses } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import { orders } from '../schema/orders';

/**
 * What the courier owes a client or the client owes it, per order, in SQL (decisions 024, 052, 076): the
 * one definition the supplies desk, supply missions, the ledger's reconciliation and the balance's recount
 * share with the `client_balances_orders_apply` trigger (migration 0051). A test order (decision 074) is
 * never owed and has no part of the ledger.
 */

/** A delivered order not yet supplied: its collected cash less the shipping fee is owed. */
export const deliveryOwedSql = sql`${orders.status} = ${orderStatuses.given}`;

/** A returned order whose return fee no supply has deducted yet. */
export const returnFeeOwedSql = sql`(${orders.returnCost} > 0 and ${orders.returnFeeSupplyId} is null)`;

/** Either, of a live order: the order is on the next supply. */
export const owedSql = sql`(not ${orders.test} and (${deliveryOwedSql} or ${returnFeeOwedSql}))`;

/** received − shipping of a delivered order. */
export const deliveryNetSql = sql`(coalesce(${orders.receivedAmount}, 0) - coalesce(${orders.shippingCost}, 0))`;

/** An owed order's net on the next supply: its delivery's net if owed, less its return fee if owed. */
export const owedNetSql = sql`(case when ${deliveryOwedSql} then ${deliveryNetSql} else 0 end
  - case when ${returnFeeOwedSql} then ${orders.returnCost} else 0 end)`;

/** An order's whole part of the ledger: its delivery's net while delivered, less its return fee once charged. */
export const ledgerNetSql = sql`(case when ${orders.test} then 0 else (case when ${orders.status} in (${orderStatuses.given}, ${orderStatuses.wallet})
  then ${deliveryNetSql} else 0 end - coalesce(${orders.returnCost}, 0)) end)`;
