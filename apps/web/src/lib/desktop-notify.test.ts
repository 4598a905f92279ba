import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyDesktop } from './desktop-notify';

describe('desktop notifications (spec §2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a right-to-left notification for Arabic', async () => {
    const created: { title: string; options: NotificationOptions }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
      constructor(title: string, options: NotificationOptions) {
        created.push({ title, options });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    await expect(notifyDesktop({ title: 'شحنة جديدة', body: 'تم التسليم', lang: 'ar' })).resolves.toBe(
      'shown',
    );
    expect(created[0]?.options.dir).toBe('rtl');
    expect(created[0]?.options.lang).toBe('ar');
  });

  it('falls back to an alert without the Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await expect(notifyDesktop({ title: 'T', body: 'B', lang: 'en' })).resolves.toBe('alerted');
    expect(alert).toHaveBeenCalledWith('T\nB');
  });
});
