import type { OpsOrder } from '@courier/contracts';

/** Decimal text → whole piastres (money is never summed as floats). */
const cents = (value: string | null | undefined) => Math.round(Number(value ?? 0) * 100);

/**
 * The orders a move to "delivered" would leave netting below zero (issue 35.3): what each collects (the
 * typed received amount, else its amount to collect) is below its fee. Answers their codes and the debt
 * the merchant would owe, carried to the next supply (decision 052). Only the rows the desk has loaded
 * are known; an unknown code is not counted.
 */
export function negativeNets(
  rows: readonly Pick<OpsOrder, 'code' | 'amount_to_be_collected' | 'shipping_cost'>[],
  codes: readonly string[],
  receivedAmount: string,
): { codes: string[]; debt: string } {
  const typed = receivedAmount.trim();
  const wanted = new Set(codes);
  let debt = 0;
  const owing: string[] = [];
  for (const row of rows) {
    if (!wanted.has(row.code)) continue;
    const net = cents(typed || row.amount_to_be_collected) - cents(row.shipping_cost);
    if (net < 0) {
      owing.push(row.code);
      debt -= net;
    }
  }
  return { codes: owing, debt: (debt / 100).toFixed(2) };
}
