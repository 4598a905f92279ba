import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, emailDigest } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { lines, logger: createLogger({ LOG_LEVEL: 'info' }, stream) };
}

describe('logger redaction (docs/quality.md R12)', () => {
  it('never writes passwords, tokens, OTP codes or cookies', () => {
    const { lines, logger } = capture();
    logger.info({
      password: 'Demo#2026',
      body: { old_password: 'Old#20261', password_confirmation: 'Demo#2026', code: '123456' },
      req: { headers: { authorization: 'Bearer abcdef', cookie: 'sid=xyz' } },
      user: { access_token: 'tok-1', api_token: 'tok-2', id_token: 'tok-3' },
      code: '654321',
    });
    const line = lines.join('');
    for (const secret of [
      'Demo#2026',
      'Old#20261',
      '123456',
      'Bearer abcdef',
      'sid=xyz',
      'tok-1',
      'tok-2',
      'tok-3',
      '654321',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
  });

  it('keeps error codes of errors', () => {
    const { lines, logger } = capture();
    logger.error({ err: Object.assign(new Error('boom'), { code: 'ECONNREFUSED' }) });
    expect(lines.join('')).toContain('ECONNREFUSED');
  });

  it('digests emails', () => {
    expect(emailDigest(' Merchant@Demo.test ')).toBe(emailDigest('merchant@demo.test'));
    expect(emailDigest('merchant@demo.test')).toMatch(/^[0-9a-f]{16}$/);
  });
});
