import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, owaspScrypt, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with the OWASP parameters and verifies it', async () => {
    const hash = await hashPassword('Demo#2026');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${owaspScrypt.N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifyPassword('Demo#2026', hash)).toBe(true);
    expect(await verifyPassword('Demo#2027', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const cheap = { N: 2 ** 10, r: 8, p: 1 };
    expect(await hashPassword('same', cheap)).not.toBe(await hashPassword('same', cheap));
  });

  it('reads the cost from the stored hash, so it can rise later', async () => {
    const old = await hashPassword('Demo#2026', { N: 2 ** 12, r: 8, p: 1 });
    expect(await verifyPassword('Demo#2026', old)).toBe(true);
  });

  it('treats malformed stored hashes as no match', async () => {
    for (const stored of ['', 'bcrypt$x', 'scrypt$0$8$1$aa$bb', 'scrypt$1024$8$1$c2FsdA$short']) {
      expect(await verifyPassword('Demo#2026', stored)).toBe(false);
    }
  });

  it('has a dummy hash that matches nothing a user types', async () => {
    expect(await verifyPassword('', await dummyPasswordHash())).toBe(false);
  });
});
