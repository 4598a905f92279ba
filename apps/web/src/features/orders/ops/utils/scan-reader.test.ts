import { describe, expect, it } from 'vitest';
import { codesOf, createKeyTimer, isScannerBurst } from './scan-reader';

describe('codesOf', () => {
  it('reads a scanner line, a pasted list and Arabic-Indic digits the same way', () => {
    expect(codesOf('10000166')).toEqual(['10000166']);
    expect(codesOf('10000166 10000167')).toEqual(['10000166', '10000167']);
    expect(codesOf('10000166,10000167')).toEqual(['10000166', '10000167']);
    expect(codesOf('10000166\r\n10000167\n\n')).toEqual(['10000166', '10000167']);
    expect(codesOf('١٠٠٠٠١٦٦،١٠٠٠٠١٦٧')).toEqual(['10000166', '10000167']);
    expect(codesOf(' EG10000166 ; 10000166 ')).toEqual(['EG10000166', '10000166']);
  });

  it('keeps each code once and drops empty parts', () => {
    expect(codesOf('1, 1,,2')).toEqual(['1', '2']);
    expect(codesOf('  ,\n ')).toEqual([]);
  });
});

describe('scanner or person', () => {
  it('calls a fast burst of enough keys a scan, and slow typing not', () => {
    expect(isScannerBurst([0, 8, 16, 24, 32, 40, 48, 56])).toBe(true);
    expect(isScannerBurst([0, 150, 300, 450, 600, 750, 900, 1050])).toBe(false);
    // Too short to be a code.
    expect(isScannerBurst([0, 5, 10])).toBe(false);
    // One slow gap in the middle: a person paused, not a scanner.
    expect(isScannerBurst([0, 8, 16, 200, 208, 216, 224])).toBe(false);
  });

  it('starts a new burst after a pause, so typed text before a scan does not spoil it', () => {
    const timer = createKeyTimer();
    [0, 200, 400].forEach((at) => timer.key(at));
    let burst: readonly number[] = [];
    for (let i = 0; i < 8; i++) burst = timer.key(1000 + i * 10);
    expect(burst).toHaveLength(8);
    expect(isScannerBurst(burst)).toBe(true);
    timer.reset();
    expect(timer.key(5000)).toEqual([5000]);
  });
});
