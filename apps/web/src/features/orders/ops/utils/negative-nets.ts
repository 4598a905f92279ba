import type { OpsOrder } from '@courier/contracts';

/** Decimal text → whole piastres (money is never summed as floats). */
const cents = (value: string | null | undefined) => Math.round(Number(value ?? 0) * 100);

/** What an order collects when delivered: one typed amount for every order (the move dialog), or per code. */
export type ReceivedAmounts = string | ((code: string) => string);

/**
 * The orders a move to "delivered" would leave netting below zero (issue 35.3): what each collects (the
 * typed received amount, else its amount to collect) is below its fee. Answers their codes and the debt
 * the merchant would owe, carried to the next supply (decision 052). The move dialog and the scan panel's
 * "delivered, with exceptions" dialog both ask it; a code without a row is not counted, so the caller
 * hands every selected order's row (the desk: every row its table has seen selected, decision 057).
 */
export function negativeNets(
  rows: readonly Pick<OpsOrder, 'code' | 'amount_to_be_collected' | 'shipping_cost'>[],
  codes: readonly string[],
  received: ReceivedAmounts,
): { codes: string[]; debt: string } {
  const typedFor = typeof received === 'string' ? () => received : received;
  const wanted = new Set(codes);
  let debt = 0;
  const owing: string[] = [];
  for (const row of rows) {
    if (!wanted.has(row.code)) continue;
    wanted.delete(row.code);
    const typed = typedFor(row.code).trim();
    const net = cents(typed || row.amount_to_be_collected) - cents(row.shipping_cost);
    if (net < 0) {
      owing.push(row.code);
      debt -= net;
    }
  }
  return { codes: owing, debt: (debt / 100).toFixed(2) };
}
