import { directionOf, type Language } from '@courier/contracts';

export interface DesktopNotice {
  title: string;
  body: string;
  lang: Language;
  /** Same tag replaces an older notice instead of stacking (e.g. one per ticket). */
  tag?: string;
  /** What a click on the notice does, after the tab is brought to the front (e.g. open the order). */
  onClick?: () => void;
}

export type NotifyOutcome = 'shown' | 'denied' | 'alerted';

/** Where the browser stands: no Notification API, not asked yet, allowed or refused. */
export type DesktopPermission = 'unsupported' | NotificationPermission;

export function desktopPermission(): DesktopPermission {
  return typeof window.Notification === 'undefined' ? 'unsupported' : window.Notification.permission;
}

/**
 * Asks for the permission. Browsers only honour (and users only welcome) the question after a click,
 * so call it from a click handler, never on load or on an incoming notification.
 */
export async function requestDesktopPermission(): Promise<DesktopPermission> {
  if (typeof window.Notification === 'undefined') return 'unsupported';
  return window.Notification.requestPermission();
}

type AudioContextCtor = typeof AudioContext;

/**
 * A short two-tone chime made with WebAudio: no audio file to ship or cache. Silently does nothing
 * where audio is unavailable or blocked until the user interacts with the page.
 */
export function playChime(): void {
  const Ctor: AudioContextCtor | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return;
  try {
    const ctx = new Ctor();
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    const start = ctx.currentTime;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    [880, 1320].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      osc.connect(gain);
      osc.start(start + i * 0.12);
      osc.stop(start + 0.12 + i * 0.12);
    });
    window.setTimeout(() => void ctx.close(), 600);
  } catch {
    // Autoplay policy or a broken audio stack: the notice itself still shows.
  }
}

/** Shows the notice inside the page (the fallback without a Notification API); window.alert by default. */
export type InPageAlert = (notice: DesktopNotice) => void;

const windowAlert: InPageAlert = (notice) => window.alert(`${notice.title}\n${notice.body}`);

/**
 * Desktop notification (spec §2): right-to-left text for Arabic, a sound, and an in-page alert where the
 * browser has no Notification API. It never asks for the permission itself (see
 * `requestDesktopPermission`): until it is granted, only the sound plays and the caller's in-page toast
 * tells the news.
 */
export async function notifyDesktop(
  notice: DesktopNotice,
  alert: InPageAlert = windowAlert,
): Promise<NotifyOutcome> {
  playChime();
  if (typeof window.Notification === 'undefined') {
    alert(notice);
    return 'alerted';
  }
  if (window.Notification.permission !== 'granted') return 'denied';
  const shown = new window.Notification(notice.title, {
    body: notice.body,
    dir: directionOf(notice.lang),
    lang: notice.lang,
    icon: '/favicon.svg',
    tag: notice.tag,
  });
  // A click means "take me there": the browser does not focus the tab by itself.
  shown.onclick = () => {
    window.focus();
    shown.close();
    notice.onClick?.();
  };
  return 'shown';
}
