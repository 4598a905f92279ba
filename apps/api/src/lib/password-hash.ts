import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node's scrypt (no native build; docs/architecture.md), by default at OWASP's parameters
 * (N=2^17, r=8, p=1). Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can change (the
 * PASSWORD_HASH_COST setting) without breaking existing hashes: verification reads the parameters from the
 * stored string.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's Password Storage Cheat Sheet figure for scrypt. */
export const owaspScrypt: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/** The parameters of a cost (log2 of N, the PASSWORD_HASH_COST setting); r and p stay OWASP's. */
export function scryptParamsFor(cost: number): ScryptParams {
  return { ...owaspScrypt, N: 2 ** cost };
}

let current: ScryptParams = owaspScrypt;
let dummy: Promise<string> | undefined;

/**
 * The cost of new hashes, set once at start from PASSWORD_HASH_COST (tests run at a low one: a login
 * there need not cost 0.3 s of CPU). Hashes already stored keep verifying at their own cost.
 */
export function setPasswordHashCost(cost: number): void {
  const next = scryptParamsFor(cost);
  if (next.N === current.N) return;
  current = next;
  dummy = undefined;
}

const keyLength = 32;
const saltLength = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // 128·N·r bytes are needed; node's default maxmem (32 MiB) is below OWASP's 128 MiB.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: ScryptParams = current): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Constant-time comparison; a malformed stored hash simply does not match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== keyLength) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

/**
 * True when a stored hash was made at other parameters than the current cost (PASSWORD_HASH_COST): the
 * login that proved its password stores a new one, so a raised cost reaches every account that logs in.
 */
export function needsRehash(stored: string): boolean {
  const [scheme, N, r, p] = stored.split('$');
  return (
    scheme === 'scrypt' && (Number(N) !== current.N || Number(r) !== current.r || Number(p) !== current.p)
  );
}

/**
 * A hash of a random password at the current cost, computed once per process: checking an unknown email's password against
 * it costs the same as checking a real one, so response time does not reveal which emails exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummy;
}
