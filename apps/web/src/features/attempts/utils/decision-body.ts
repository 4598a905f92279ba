import type { AttemptDecisionBody } from '@courier/contracts';

/** The most orders one call decides (the contracts' bound); a larger selection goes in several calls. */
export const decideBatchSize = 500;

/** What the merchant chose in the bulk bar: a retry on a day, or a return. */
export type BulkChoice = { decision: 'retry'; day: string } | { decision: 'return' };

/** One call per 500 orders (a selection is capped lower, but the rule stays in one place). */
export function bulkBodies(orderIds: readonly number[], choice: BulkChoice): AttemptDecisionBody[] {
  const unique = [...new Set(orderIds)];
  const bodies: AttemptDecisionBody[] = [];
  for (let i = 0; i < unique.length; i += decideBatchSize) {
    const order_ids = unique.slice(i, i + decideBatchSize);
    bodies.push(
      choice.decision === 'retry'
        ? { order_ids, decision: 'retry', day: choice.day }
        : { order_ids, decision: 'return' },
    );
  }
  return bodies;
}

/** The answers of several calls as one: every decided code and every refusal. */
export function mergeOutcomes(
  outcomes: readonly { decided: string[]; refused: { code: string; error_msg: string }[] }[],
) {
  return {
    decided: outcomes.flatMap((o) => o.decided),
    refused: outcomes.flatMap((o) => o.refused),
  };
}
