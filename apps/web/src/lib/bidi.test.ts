import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolate', () => {
  it('wraps text in first-strong isolate marks', () => {
    expect(isolate('أحمد سالم')).toBe('\u2068أحمد سالم\u2069');
    expect([...isolate('x')]).toHaveLength(3);
  });
});
