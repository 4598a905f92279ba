import { describe, expect, it } from 'vitest';
import { negativeNets } from './negative-nets';

const row = (code: string, cod: string, fee: string | null) => ({
  code,
  amount_to_be_collected: cod,
  shipping_cost: fee,
});

describe('negativeNets', () => {
  const rows = [row('A', '0.00', '45.00'), row('B', '500.00', '45.00'), row('C', '30.00', '50.00')];

  it('counts the chosen orders whose amount to collect is below their fee, in exact piastres', () => {
    expect(negativeNets(rows, ['A', 'B', 'C'], '')).toEqual({ codes: ['A', 'C'], debt: '65.00' });
    expect(negativeNets(rows, ['B', 'C'], '')).toEqual({ codes: ['C'], debt: '20.00' });
    // One typed amount for every order (the move dialog).
    expect(negativeNets(rows, ['A', 'C'], '45.10')).toEqual({ codes: ['C'], debt: '4.90' });
  });

  it('reads each order its own received amount (the scan panel’s deliveries), its COD when none is typed', () => {
    const typed: Record<string, string> = { B: '10.00', C: '' };
    expect(negativeNets(rows, ['A', 'B', 'C'], (code) => typed[code] ?? '')).toEqual({
      codes: ['A', 'B', 'C'],
      debt: '100.00',
    });
  });

  it('counts a row once when the caller hands it twice, and no fee as 0', () => {
    expect(negativeNets([...rows, rows[0]!], ['A'], '')).toEqual({ codes: ['A'], debt: '45.00' });
    expect(negativeNets([row('D', '0.00', null)], ['D'], '')).toEqual({ codes: [], debt: '0.00' });
  });
});
