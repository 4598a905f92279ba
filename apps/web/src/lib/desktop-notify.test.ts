import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopPermission, notifyDesktop, requestDesktopPermission } from './desktop-notify';

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

  it('never asks for the permission itself: not granted yet means no desktop notice', async () => {
    const created: string[] = [];
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = requestPermission;
      constructor(title: string) {
        created.push(title);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    await expect(notifyDesktop({ title: 'T', body: 'B', lang: 'ar' })).resolves.toBe('denied');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(created).toEqual([]);
    expect(desktopPermission()).toBe('default');
    // A click asks.
    await expect(requestDesktopPermission()).resolves.toBe('granted');
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('shows the in-page alert it is given where there is no Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    const inPage = vi.fn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const notice = { title: 'إشعار', body: 'نص', lang: 'ar' as const };
    await expect(notifyDesktop(notice, inPage)).resolves.toBe('alerted');
    expect(inPage).toHaveBeenCalledWith(notice);
    expect(alert).not.toHaveBeenCalled();
    expect(desktopPermission()).toBe('unsupported');
    await expect(requestDesktopPermission()).resolves.toBe('unsupported');
  });

  it('a click on the notice brings the tab to the front, closes the notice and opens its subject', async () => {
    const created: FakeNotification[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      onclick: (() => void) | null = null;
      close = vi.fn();
      constructor() {
        created.push(this);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const open = vi.fn();
    await notifyDesktop({ title: 'T', body: 'B', lang: 'en', onClick: open });
    expect(open).not.toHaveBeenCalled();
    created[0]?.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(created[0]?.close).toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
