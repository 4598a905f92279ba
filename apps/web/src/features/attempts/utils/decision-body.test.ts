import { attemptDecisionBodySchema } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { bulkBodies, decideBatchSize, mergeOutcomes } from './decision-body';

describe('a bulk decision as the API takes it', () => {
  it('sends 100 selected orders in one call, each once, valid for the contracts schema', () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1);
    const bodies = bulkBodies([...ids, 1, 2], { decision: 'retry', day: '2026-12-08' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({ order_ids: ids, decision: 'retry', day: '2026-12-08' });
    expect(attemptDecisionBodySchema.safeParse(bodies[0]).success).toBe(true);
  });

  it('a return carries no day; more than 500 orders go in several calls', () => {
    const ids = Array.from({ length: decideBatchSize + 1 }, (_, i) => i + 1);
    const bodies = bulkBodies(ids, { decision: 'return' });
    expect(bodies.map((b) => b.order_ids.length)).toEqual([500, 1]);
    expect(bodies[0]).not.toHaveProperty('day');
    for (const body of bodies) expect(attemptDecisionBodySchema.safeParse(body).success).toBe(true);
  });

  it("merges the calls' answers", () => {
    expect(
      mergeOutcomes([
        { decided: ['1'], refused: [] },
        { decided: ['2'], refused: [{ code: '3', error_msg: 'no' }] },
      ]),
    ).toEqual({ decided: ['1', '2'], refused: [{ code: '3', error_msg: 'no' }] });
  });
});
