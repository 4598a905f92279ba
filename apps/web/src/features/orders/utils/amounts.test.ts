import { describe, expect, it } from 'vitest';
import { isAmount, subtractAmounts } from './amounts';

describe('order amounts', () => {
  it('subtracts decimal amounts to the cent, even at 20 digits', () => {
    expect(subtractAmounts('1000', '45.00')).toBe('955.00');
    expect(subtractAmounts('30', '45.50')).toBe('-15.50');
    expect(subtractAmounts('99999999999999999999.99', '0.01')).toBe('99999999999999999999.98');
  });

  it('recognises the amounts the form can total', () => {
    expect(isAmount('12.5')).toBe(true);
    expect(isAmount(' 300 ')).toBe(true);
    expect(isAmount('-1')).toBe(false);
    expect(isAmount('1e3')).toBe(false);
  });
});
