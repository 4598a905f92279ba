import type { HashGate } from './hash-gate';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hash';

/** The password hashing the auth services use; injected so tests can count and hold verifications. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** A hash of no one's password, so an unknown email costs the same check as a known one. */
  dummyHash(): Promise<string>;
}

export const scryptHasher: PasswordHasher = {
  hash: (password) => hashPassword(password),
  verify: verifyPassword,
  dummyHash: dummyPasswordHash,
};

/** Every hash and verification through the one gate of the process (hash-gate.ts). */
export function gatedHasher(hasher: PasswordHasher, gate: HashGate): PasswordHasher {
  return {
    hash: (password) => gate.run(() => hasher.hash(password)),
    verify: (password, stored) => gate.run(() => hasher.verify(password, stored)),
    // Computed once per process and then cached: not worth a slot.
    dummyHash: () => hasher.dummyHash(),
  };
}
