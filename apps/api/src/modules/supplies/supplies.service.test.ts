import { describe, expect, it } from 'vitest';
import type { BalanceFigures, SuppliesRepository } from './supplies.repository';
import { createSuppliesService } from './supplies.service';

const figures = (over: Partial<BalanceFigures>): BalanceFigures => ({
  collected: '0.00',
  supplied: '0.00',
  balance: '0.00',
  nextSupply: null,
  hasOpenSupply: false,
  nextSupplyDay: null,
  ...over,
});

function serviceWith(row: BalanceFigures) {
  const supplies = { balance: async () => row } as unknown as SuppliesRepository;
  return createSuppliesService({ supplies, clock: { now: () => new Date('2030-01-01T10:00:00Z') } });
}

describe('the supply rule', () => {
  it.each([
    ['0.00', false, false],
    ['-5.00', false, false],
    ['0.01', false, true],
    ['1200.50', false, true],
    ['1200.50', true, false],
  ])('balance %s with an open supply %s: a supply may be requested = %s', async (balance, open, ok) => {
    const state = await serviceWith(figures({ balance, hasOpenSupply: open })).supplyState(1);
    expect(state.suppliedAvailable).toBe(ok);
  });

  it('names the next supply, and the balance’s payout date only while something is owed', async () => {
    const owed = figures({ balance: '10.00', nextSupply: '2030-01-03', nextSupplyDay: '2030-01-05' });
    expect(await serviceWith(owed).supplyState(1)).toMatchObject({
      nextSupply: '2030-01-03',
      payoutDate: '2030-01-03',
    });
    const none = figures({ nextSupply: '2030-01-05' });
    expect(await serviceWith(none).supplyState(1)).toMatchObject({
      nextSupply: '2030-01-05',
      payoutDate: null,
    });
  });
});
