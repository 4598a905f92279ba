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

/** How far `leakedSecrets` has checked: the first lines and secrets, each pair of them once. */
const checked = { lines: 0, secrets: 0 };

/**
 * Log lines that contain one of the secrets seen so far, among the pairs of a line and a secret not
 * checked before: every line since the last call against every secret, and the lines before it against
 * the secrets seen since. The worker's files share the capture, and checking all of it after each file
 * grew with the square of the run (~9 s of CPU per engine, decision 016). A leak is reported once.
 */
export function leakedSecrets(): Array<{ secret: string; line: string }> {
  if (capturedLogLines.length < checked.lines) checked.lines = 0;
  const secrets = [...seenSecrets];
  const leaks = [
    ...leaksIn(capturedLogLines.slice(0, checked.lines), secrets.slice(checked.secrets)),
    ...leaksIn(capturedLogLines.slice(checked.lines), secrets),
  ];
  checked.lines = capturedLogLines.length;
  checked.secrets = secrets.length;
  return leaks;
}

/** The lines are searched as one text first: a secret that is nowhere in it costs one scan. */
function leaksIn(lines: string[], secrets: string[]): Array<{ secret: string; line: string }> {
  if (lines.length === 0 || secrets.length === 0) return [];
  const text = lines.join('\n');
  return secrets
    .filter((secret) => containsSecret(text, secret))
    .flatMap((secret) =>
      lines.filter((line) => containsSecret(line, secret)).map((line) => ({ secret, line })),
    );
}

const wholeNumbers = new Map<string, RegExp>();

/**
 * A short all-digit secret (a 6-digit OTP) counts only as a whole word: "123456" inside a responseTime
 * of 0.1234567, an id or a request id's hex ("fd123456-…") is a coincidence, not a leak. Longer secrets
 * match anywhere.
 */
export function containsSecret(line: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return line.includes(secret);
  let pattern = wholeNumbers.get(secret);
  if (!pattern) wholeNumbers.set(secret, (pattern = new RegExp(`(?<![\\w.])${secret}(?![\\w.])`)));
  return pattern.test(line);
}
