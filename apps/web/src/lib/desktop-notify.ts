import { directionOf, type Language } from '@courier/contracts';

export interface DesktopNotice {
  title: string;
  body: string;
  lang: Language;
  /** Same tag replaces an older notice instead of stacking (e.g. one per ticket). */
  tag?: string;
}

export type NotifyOutcome = 'shown' | 'denied' | 'alerted';

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

/**
 * Desktop notification (spec §2): right-to-left text for Arabic, a sound, and window.alert where the
 * browser has no Notification API.
 */
export async function notifyDesktop(notice: DesktopNotice): Promise<NotifyOutcome> {
  playChime();
  if (typeof window.Notification === 'undefined') {
    window.alert(`${notice.title}\n${notice.body}`);
    return 'alerted';
  }
  let permission = window.Notification.permission;
  if (permission === 'default') permission = await window.Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  new window.Notification(notice.title, {
    body: notice.body,
    dir: directionOf(notice.lang),
    lang: notice.lang,
    icon: '/favicon.svg',
    tag: notice.tag,
  });
  return 'shown';
}
