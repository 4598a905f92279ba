import { splitCodes } from '@courier/contracts';

/**
 * How the scan box reads what arrives (issue 36 §1, decision 059). A barcode scanner is a keyboard that
 * types a code in a burst (a few ms a key) and usually ends with Enter; a person types slower; a paste
 * brings a whole list at once. Pure, so the rules are unit-tested without a browser.
 */

/** Keys closer than this are a scanner's (people type ~150 ms a key; scanners 5–30 ms). */
export const scannerKeyGapMs = 40;
/** A burst this long with no Enter after it is a scanner set to send no suffix: read it once quiet. */
export const scannerMinLength = 6;
/** How long after a burst's last key the box waits before reading a suffix-less scan. */
export const scannerQuietMs = 80;

/** The codes of a paste or of the box's text when Enter comes: many, each once, digits read as Latin. */
export const codesOf = (text: string): string[] => splitCodes(text);

/** True when the keys' times (ms, in order) are one scanner burst: long enough and every gap short. */
export function isScannerBurst(times: readonly number[]): boolean {
  if (times.length < scannerMinLength) return false;
  for (let i = 1; i < times.length; i++) if (times[i]! - times[i - 1]! > scannerKeyGapMs) return false;
  return true;
}

/**
 * Keeps the times of the keys typed since the box was last read. `key` returns the burst so far; a key
 * after a long gap starts a new burst (what a person typed before the scan is kept in the text, not here).
 */
export function createKeyTimer() {
  let times: number[] = [];
  return {
    key(at: number): readonly number[] {
      const last = times.at(-1);
      times = last !== undefined && at - last > scannerKeyGapMs ? [at] : [...times, at];
      return times;
    },
    reset() {
      times = [];
    },
  };
}
