import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  owaspScrypt,
  scryptParamsFor,
  setPasswordHashCost,
  verifyPassword,
} from './password-hash';

const productionCost = loadConfig({}).PASSWORD_HASH_COST;

describe('password hashing', () => {
  afterEach(() => setPasswordHashCost(productionCost));

  it("defaults to OWASP's scrypt figure (N=2^17, r=8, p=1) unless PASSWORD_HASH_COST says otherwise", () => {
    expect(owaspScrypt).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(scryptParamsFor(productionCost)).toEqual(owaspScrypt);
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
  });

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

  it('tells a hash made at other parameters than the current cost, to be replaced at the next login', async () => {
    setPasswordHashCost(10);
    const cheap = await hashPassword('Demo#2026');
    const other = await hashPassword('Demo#2026', { N: 2 ** 11, r: 8, p: 1 });
    expect(needsRehash(cheap)).toBe(false);
    expect(needsRehash(other)).toBe(true);
    expect(needsRehash(cheap.replace('$8$1$', '$8$2$'))).toBe(true);
    expect(needsRehash('bcrypt$whatever')).toBe(false);
    setPasswordHashCost(11);
    expect(needsRehash(other)).toBe(false);
    expect(needsRehash(cheap)).toBe(true);
  });

  it('reads the cost from the stored hash, so it can rise later', async () => {
    const old = await hashPassword('Demo#2026', { N: 2 ** 12, r: 8, p: 1 });
    expect(await verifyPassword('Demo#2026', old)).toBe(true);
  });

  it('hashes at the set cost, and hashes stored at another cost keep verifying', async () => {
    const older = await hashPassword('Demo#2026', scryptParamsFor(12));
    setPasswordHashCost(10);
    const cheap = await hashPassword('Demo#2026');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Demo#2026', cheap)).toBe(true);
    expect(await verifyPassword('Demo#2026', older)).toBe(true);
    expect(await dummyPasswordHash()).toMatch(/^scrypt\$1024\$/);
    setPasswordHashCost(11);
    expect(await verifyPassword('Demo#2026', cheap)).toBe(true);
    // The dummy hash follows the cost, so an unknown email still costs what a real check costs.
    expect(await dummyPasswordHash()).toMatch(/^scrypt\$2048\$/);
  });

  it('treats malformed stored hashes as no match', async () => {
    for (const stored of ['', 'bcrypt$x', 'scrypt$0$8$1$aa$bb', 'scrypt$1024$8$1$c2FsdA$short']) {
      expect(await verifyPassword('Demo#2026', stored)).toBe(false);
    }
  });

  it('has a dummy hash that matches nothing a user types', async () => {
    setPasswordHashCost(10);
    expect(await verifyPassword('', await dummyPasswordHash())).toBe(false);
  });
});
