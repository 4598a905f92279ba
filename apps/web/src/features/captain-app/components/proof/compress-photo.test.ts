import { describe, expect, it } from 'vitest';
import { scaledSize } from './compress-photo';

describe('a proof photo’s size', () => {
  it('brings the long side down to 1280 px, keeping proportions, and never enlarges', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 960, height: 1280 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(5000, 1)).toEqual({ width: 1280, height: 1 });
  });
});
