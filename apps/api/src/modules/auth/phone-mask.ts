import { createHmac } from 'node:crypto';

/** "01012345678" → "010*****678": enough for the user to recognise their number, not to read it. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(Math.max(digits.length, 3));
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

const mobilePrefixes = ['010', '011', '012', '015'] as const;

/**
 * A plausible masked Egyptian mobile for an email with no account (or no phone), derived from an HMAC of
 * the email: the same email always shows the same mask, so asking twice does not reveal that it is fake.
 */
export function fakeMaskedPhone(email: string, secret: Buffer): string {
  const digest = createHmac('sha256', secret).update(email).digest();
  const prefix = mobilePrefixes[digest[0]! % mobilePrefixes.length]!;
  const last = String(digest.readUInt16BE(1) % 1000).padStart(3, '0');
  return `${prefix}*****${last}`;
}
