import { useState } from 'react';
import { toast } from '@/components/ui/toast';

/**
 * Reveal/hide and rotate-after-confirm of a secret of the API page (the key, the signing secret). Their
 * failures are the mutations' errors, which the caller shows in its alert.
 */
export function useSecretActions(options: {
  /** The secret already revealed in this tab, if any (revealing again is not asked of the server). */
  revealed: unknown;
  reveal: () => Promise<unknown>;
  rotate: () => Promise<unknown>;
  rotatedText: string;
}) {
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return {
    shown: shown && Boolean(options.revealed),
    confirming,
    setConfirming,
    async toggle() {
      if (shown) return setShown(false);
      try {
        if (!options.revealed) await options.reveal();
        setShown(true);
      } catch {
        // Shown by the caller's alert.
      }
    },
    async rotate() {
      try {
        await options.rotate();
        setShown(true);
        toast.success(options.rotatedText);
      } catch {
        // Shown by the caller's alert.
      } finally {
        setConfirming(false);
      }
    },
  };
}
