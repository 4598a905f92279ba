import { describe, expect, it } from 'vitest';
import { codeListOfPaste } from './paste-code-list';

describe('codeListOfPaste', () => {
  it('keeps the codes of a pasted column apart', () => {
    expect(codeListOfPaste('10000166\n10000167\r\n10000168\n')).toBe('10000166 10000167 10000168');
    expect(codeListOfPaste('١٠٠٠٠١٦٦\n١٠٠٠٠١٦٧')).toBe('١٠٠٠٠١٦٦ ١٠٠٠٠١٦٧');
  });

  it('leaves a one-line paste to the browser', () => {
    expect(codeListOfPaste('10000166 10000167')).toBeNull();
    expect(codeListOfPaste('10000166,10000167')).toBeNull();
  });
});
