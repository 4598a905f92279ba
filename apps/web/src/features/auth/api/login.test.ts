import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { loginWithPosition } from './login';

const positionRequired = () =>
  jsonResponse(403, { success: 0, code: 'ATTENDANCE_POSITION_REQUIRED', error_msg: 'share your position' });

function stubGeolocation(position: { latitude: number; longitude: number } | null) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        position
          ? ok({ coords: position } as GeolocationPosition)
          : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    },
  });
}

describe('loginWithPosition (issue 9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser for its position only when the server needs it, then sends it', async () => {
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return bodies.length === 1 ? positionRequired() : jsonResponse(200, { success: 1 });
    });
    vi.stubGlobal('fetch', fetch);
    stubGeolocation({ latitude: 30.0444, longitude: 31.2357 });
    await loginWithPosition({ email: 'a@b.co', password: 'Secret#123' }).catch(() => undefined);
    expect(bodies).toEqual([
      { email: 'a@b.co', password: 'Secret#123' },
      { email: 'a@b.co', password: 'Secret#123', latitude: 30.0444, longitude: 31.2357 },
    ]);
  });

  it('keeps the server’s reason when the browser has no position', async () => {
    const fetch = vi.fn(async () => positionRequired());
    vi.stubGlobal('fetch', fetch);
    stubGeolocation(null);
    await expect(loginWithPosition({ email: 'a@b.co', password: 'Secret#123' })).rejects.toMatchObject({
      code: 'ATTENDANCE_POSITION_REQUIRED',
      message: 'share your position',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never asks for a position on other failures', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(401, { success: 0, code: 'INVALID_CREDENTIALS', error_msg: 'x' }),
    );
    vi.stubGlobal('fetch', fetch);
    const getCurrentPosition = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await expect(loginWithPosition({ email: 'a@b.co', password: 'Secret#123' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });
});
