import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import type { OtpPurpose, OtpRepository } from './otp.repository';
import { createOtpService, otpPolicy } from './otp.service';

/**
 * otp_codes in memory, each call yielding to the event loop first, so parallel checks interleave at every
 * step as they do on a busy server. reserveTry is one step, like its single SQL statement.
 */
function memoryRepository() {
  const codes: Array<{
    id: number;
    userId: number;
    purpose: OtpPurpose;
    codeHash: string;
    expiresAt: Date;
    attempts: number;
    used: boolean;
    checked?: boolean;
  }> = [];
  let compared = 0;
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
  const repository: OtpRepository = {
    async replace(userId, purpose, codeHash, now, expiresAt) {
      await tick();
      codes.filter((c) => c.userId === userId && c.purpose === purpose).forEach((c) => (c.used = true));
      codes.push({ id: codes.length + 1, userId, purpose, codeHash, expiresAt, attempts: 0, used: false });
    },
    async reserveTry(userId, purpose, now, maxAttempts) {
      await tick();
      const code = codes.filter((c) => c.userId === userId && c.purpose === purpose && !c.used).at(-1);
      if (!code || code.expiresAt <= now || code.attempts >= maxAttempts) return null;
      code.attempts += 1;
      compared += 1;
      return { id: code.id, codeHash: code.codeHash };
    },
    async releaseTry(id) {
      await tick();
      const code = codes.find((c) => c.id === id);
      if (code) {
        code.attempts = Math.max(0, code.attempts - 1);
        code.checked = true;
      }
    },
    async checkedLive(now) {
      await tick();
      return codes
        .filter((c) => c.purpose === 'reset' && c.checked && !c.used && c.expiresAt > now)
        .map((c) => ({ id: c.id, userId: c.userId, codeHash: c.codeHash }));
    },
    async consume(id) {
      await tick();
      const code = codes.find((c) => c.id === id && !c.used);
      if (code) code.used = true;
      return code !== undefined;
    },
    deleteExpiredBefore: async () => 0,
  };
  return { repository, compared: () => compared };
}

const clock = { now: () => new Date(Date.UTC(2026, 0, 1)) };
const noDb = {} as Db;

describe('otp service', () => {
  it('compares at most 5 codes of a parallel burst, and not even the right one after them', async () => {
    const memory = memoryRepository();
    const service = createOtpService({ otp: memory.repository, clock });
    const code = await service.issue(7, 'reset');
    const others = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1e6).padStart(6, '0'),
    );
    const results = await Promise.all(others.map((c) => service.check(7, c, 'reset')));
    expect(results.every((r) => r === null)).toBe(true);
    expect(memory.compared()).toBe(otpPolicy.maxAttempts);
    expect(await service.check(7, code, 'reset')).toBeNull();
  });

  it('a right code costs no try, and can then be used once', async () => {
    const memory = memoryRepository();
    const service = createOtpService({ otp: memory.repository, clock });
    const code = await service.issue(7, 'reset');
    for (let i = 0; i < otpPolicy.maxAttempts + 2; i++)
      expect(await service.check(7, code, 'reset')).not.toBeNull();
    const verified = await service.check(7, code, 'reset');
    expect(await service.consume(verified!, noDb)).toBe(true);
    expect(await service.consume(verified!, noDb)).toBe(false);
    expect(await service.check(7, code, 'reset')).toBeNull();
  });

  it('answers an unknown user (null) like a wrong code', async () => {
    const memory = memoryRepository();
    const service = createOtpService({ otp: memory.repository, clock });
    expect(await service.check(null, '123456', 'reset')).toBeNull();
  });
});
