import { describe, expect, it } from 'vitest';
import { fakeMaskedPhone, maskPhone } from './phone-mask';

describe('maskPhone', () => {
  it('keeps the first and last three digits', () => {
    expect(maskPhone('01012345678')).toBe('010*****678');
    expect(maskPhone('0225551234')).toBe('022****234');
  });

  it('hides short numbers entirely', () => {
    expect(maskPhone('12345')).toBe('*****');
  });
});

describe('fakeMaskedPhone', () => {
  const secret = Buffer.from('k'.repeat(32));
  it('is a plausible Egyptian mobile mask, stable for an email', () => {
    const mask = fakeMaskedPhone('nobody@example.com', secret);
    expect(mask).toMatch(/^01[0125]\*{5}\d{3}$/);
    expect(fakeMaskedPhone('nobody@example.com', secret)).toBe(mask);
  });

  it('depends on the secret', () => {
    const masks = new Set(
      Array.from({ length: 20 }, (_, i) => fakeMaskedPhone('a@b.co', Buffer.from(`secret-${i}`))),
    );
    expect(masks.size).toBeGreaterThan(1);
  });
});
