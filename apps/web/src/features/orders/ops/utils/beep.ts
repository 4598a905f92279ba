/**
 * A short tone per scan (Web Audio: no sound files to download): high for a code that joined the batch,
 * low for a refusal. Silent when the user asked for reduced motion or muted the scan box, and where the
 * browser has no AudioContext.
 */
let context: AudioContext | undefined;

export function prefersQuiet(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export function beep(kind: 'accepted' | 'refused', muted: boolean): void {
  if (muted || prefersQuiet() || typeof window === 'undefined' || !('AudioContext' in window)) return;
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = kind === 'accepted' ? 1200 : 300;
    oscillator.type = kind === 'accepted' ? 'sine' : 'square';
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(context.destination);
    const now = context.currentTime;
    oscillator.start(now);
    oscillator.stop(now + (kind === 'accepted' ? 0.08 : 0.25));
  } catch {
    // A blocked or closed audio context: the colour and the text still tell.
  }
}
