import { connect } from 'node:net';

/** Why Redis cannot be used ('' when TEST_REDIS_URL answers PING within 2 s). */
export async function redisSkipReason(url: string | undefined): Promise<string> {
  if (!url) return 'TEST_REDIS_URL is not set';
  const { hostname, port } = new URL(url);
  const answered = await new Promise<boolean>((resolve) => {
    const socket = connect(Number(port || 6379), hostname || '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
  return answered ? '' : `Redis at ${url} does not answer`;
}
