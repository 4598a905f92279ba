import { describe, expect, it } from 'vitest';
import { maxPrintIds, parsePrintIds } from './print-ids';

describe('parsePrintIds', () => {
  it('reads comma separated ids, in order, without repeats', () => {
    expect(parsePrintIds('3,1,2,3')).toEqual([3, 1, 2]);
  });
  it('accepts Arabic digits and Arabic commas and spaces', () => {
    expect(parsePrintIds('١٢، ٧ 9')).toEqual([12, 7, 9]);
  });
  it('drops what is not a positive id', () => {
    expect(parsePrintIds('0,-4,abc,5.5,,8')).toEqual([8]);
  });
  it('is empty without a value', () => {
    expect(parsePrintIds(null)).toEqual([]);
    expect(parsePrintIds('')).toEqual([]);
  });
  it('keeps at most the API limit', () => {
    const many = Array.from({ length: maxPrintIds + 20 }, (_, i) => i + 1).join(',');
    expect(parsePrintIds(many)).toHaveLength(maxPrintIds);
  });
});
