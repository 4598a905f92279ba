import { AppError } from '../../http/app-error';
import type { AuthEventFields, AuthLog } from './auth-log';
import type { HashGate } from './hash-gate';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password-hash';

/** The password hashing the auth services use; injected so tests can count and hold verifications. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** A hash of no one's password, so an unknown email costs the same check as a known one. */
  dummyHash(): Promise<string>;
  /** The stored hash is not at the current cost: a login that proved the password replaces it. */
  needsRehash(stored: string): boolean;
}

export const scryptHasher: PasswordHasher = {
  hash: (password) => hashPassword(password),
  verify: verifyPassword,
  dummyHash: dummyPasswordHash,
  needsRehash,
};

/** Every hash and verification through the one gate of the process (hash-gate.ts). */
export function gatedHasher(hasher: PasswordHasher, gate: HashGate): PasswordHasher {
  return {
    hash: (password) => gate.run(() => hasher.hash(password)),
    verify: (password, stored) => gate.run(() => hasher.verify(password, stored)),
    // Computed once per process and then cached: not worth a slot.
    dummyHash: () => hasher.dummyHash(),
    needsRehash: (stored) => hasher.needsRehash(stored),
  };
}

/**
 * After a login proved the password: a stored hash made at other parameters than the current cost
 * (PASSWORD_HASH_COST changed since) is replaced by one at the current cost, so a raised cost reaches every
 * account that logs in. It never fails the login: a full hash gate or a lost write leaves the old hash,
 * which keeps verifying.
 */
export function rehashWith(passwords: PasswordHasher, log: AuthLog) {
  return async (
    stored: string,
    password: string,
    store: (passwordHash: string) => Promise<void>,
    who: AuthEventFields,
  ): Promise<void> => {
    if (!passwords.needsRehash(stored)) return;
    try {
      await store(await passwords.hash(password));
      log('password.rehashed', who);
    } catch (error) {
      // The code or the error's name only: a failed query's message can carry its parameters (the hash).
      const reason = error instanceof AppError ? error.code : error instanceof Error ? error.name : 'unknown';
      log('password.rehash_failed', { ...who, reason });
    }
  };
}
