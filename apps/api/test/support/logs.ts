import { Writable } from 'node:stream';

/** Every log line of the test apps in this worker, for the "no secret in any log line" check (R12). */
export const capturedLogLines: string[] = [];

/** Secrets that went through the API in this worker (passwords sent, tokens and codes received). */
export const seenSecrets = new Set<string>();

export function rememberSecret(value: unknown): void {
  if (typeof value === 'string' && value.length >= 6) seenSecrets.add(value);
}

/** A pino destination that keeps the lines (and prints them when DEBUG_LOGS is set). */
export function logCapture(): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        capturedLogLines.push(line);
        if (process.env.DEBUG_LOGS) process.stdout.write(`${line}\n`);
      }
      callback();
    },
  });
}

/** Log lines that contain one of the secrets seen so far. */
export function leakedSecrets(): Array<{ secret: string; line: string }> {
  const leaks: Array<{ secret: string; line: string }> = [];
  for (const line of capturedLogLines) {
    for (const secret of seenSecrets) if (containsSecret(line, secret)) leaks.push({ secret, line });
  }
  return leaks;
}

/**
 * A short all-digit secret (a 6-digit OTP) counts only as a whole word: "123456" inside a responseTime
 * of 0.1234567, an id or a request id's hex ("fd123456-…") is a coincidence, not a leak. Longer secrets
 * match anywhere.
 */
export function containsSecret(line: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return line.includes(secret);
  return new RegExp(`(?<![\\w.])${secret}(?![\\w.])`).test(line);
}
