import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../src/db/seed/seed';
import { rooms } from '../src/modules/realtime/realtime.server';
import { useTestApp } from './support/harness';
import { useSockets, within } from './support/sockets';

// Decision 036: a console socket ends with its staff session exactly as a client's does (logout, idle and
// absolute expiry, deactivation, a new password), within a second, and hears only its role's desks.

const t = useTestApp();
const sockets = useSockets(() => t.app);

const staffCall = (url: string, token: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
  t.call({ method, url, token, body });

/** When the socket is told its session ended and when it is cut (ms since `from`). */
function ending(socket: Socket, from = Date.now()) {
  const told = new Promise<number>((resolve) =>
    socket.once('session:revoked', () => resolve(Date.now() - from)),
  );
  const cut = new Promise<{ reason: string; after: number }>((resolve) =>
    socket.once('disconnect', (reason) => resolve({ reason, after: Date.now() - from })),
  );
  return {
    told: within(told, 'the staff socket is told its session ended'),
    cut: within(cut, 'the staff socket is cut'),
  };
}

/** A help-desk console: its token and its open socket, watched for its end. */
async function deskConsole() {
  const token = await t.staffTokenFor('support@demo.test');
  const socket = await sockets.opened({ token, staff: true });
  return { token, socket, ...ending(socket) };
}

/** `ms` later, the sweep finds the session ended: the socket is told and cut, and HTTP answers 401. */
async function expectSweptAfter(ms: number, desk: Awaited<ReturnType<typeof deskConsole>>) {
  t.clock.advance(ms);
  await t.app.realtime.sweep();
  await desk.told;
  expect((await desk.cut).reason).toBe('io server disconnect');
  expect((await staffCall('/api/ops/me', desk.token)).body.code).toBe('SESSION_EXPIRED');
}

async function addMember(role: 'ops' | 'support') {
  const admin = await t.staffTokenFor('admin@demo.test');
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@demo.test`;
  const added = await staffCall('/api/ops/staff', admin, 'POST', {
    name: 'Member',
    email,
    role,
    password: demoPassword,
  });
  expect(added.status).toBe(200);
  return { admin, id: added.body.feed.id as number, token: await t.staffTokenFor(email) };
}

describe('a staff socket lives no longer than its session', () => {
  it('is told and cut within 1 s of POST /api/ops/logout', async () => {
    const token = await t.staffTokenFor('support@demo.test');
    const socket = await sockets.opened({ token, staff: true });
    const started = Date.now();
    const { told, cut } = ending(socket, started);
    expect((await staffCall('/api/ops/logout', token, 'POST')).status).toBe(200);
    expect(await told).toBeLessThan(1000);
    expect(await cut).toMatchObject({ reason: 'io server disconnect', after: expect.any(Number) });
    expect((await cut).after).toBeLessThan(1000);
    expect((await staffCall('/api/ops/me', token)).status).toBe(401);
  });

  it('is cut at its idle end by the sweep; an HTTP call moves that end', async () => {
    const desk = await deskConsole();
    const idle = t.config.SESSION_IDLE_TIMEOUT_MS;

    t.clock.advance(idle - 60_000);
    expect((await staffCall('/api/ops/me', desk.token)).status).toBe(200);
    t.clock.advance(2 * 60_000);
    await t.app.realtime.sweep();
    expect(desk.socket.connected).toBe(true);

    await expectSweptAfter(idle, desk);
  });

  it('is cut at its absolute end though it was used all along', async () => {
    const desk = await deskConsole();
    const step = t.config.SESSION_IDLE_TIMEOUT_MS / 2;
    const steps = Math.ceil(t.config.SESSION_ABSOLUTE_TIMEOUT_MS / step);
    for (let i = 1; i < steps; i++) {
      t.clock.advance(step);
      expect((await staffCall('/api/ops/me', desk.token)).status).toBe(200);
      await t.app.realtime.sweep();
    }
    expect(desk.socket.connected).toBe(true);
    await expectSweptAfter(step, desk);
  });

  it('is told and cut within 1 s when an admin deactivates the member or gives them a new password', async () => {
    for (const change of ['deactivate', 'password'] as const) {
      const member = await addMember('ops');
      const socket = await sockets.opened({ token: member.token, staff: true });
      const started = Date.now();
      const { told, cut } = ending(socket, started);
      const res =
        change === 'deactivate'
          ? await staffCall(`/api/ops/staff/${member.id}/deactivate`, member.admin, 'POST')
          : await staffCall(`/api/ops/staff/${member.id}/password`, member.admin, 'POST', {
              password: 'Fresh#2026y',
            });
      expect(res.status).toBe(200);
      expect(await told, change).toBeLessThan(1000);
      expect((await cut).after, change).toBeLessThan(1000);
      expect((await staffCall('/api/ops/me', member.token)).status).toBe(401);
    }
  });

  it('hears the new role’s desks only once an admin changes its role, on the socket already open', async () => {
    const member = await addMember('support');
    const socket = await sockets.opened({ token: member.token, staff: true });
    const inDesk = async (desk: 'chat' | 'orders') =>
      (await t.app.realtime.io.in(rooms.staffDesk(desk)).fetchSockets()).some((s) => s.id === socket.id);
    expect([await inDesk('chat'), await inDesk('orders')]).toEqual([true, false]);

    const res = await staffCall(`/api/ops/staff/${member.id}/role`, member.admin, 'POST', { role: 'ops' });
    expect(res.status).toBe(200);
    expect((await staffCall('/api/ops/chat/conversations', member.token)).status).toBe(403);
    expect([await inDesk('chat'), await inDesk('orders')]).toEqual([false, true]);
    expect(socket.connected).toBe(true);
  });
});
