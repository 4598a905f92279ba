import { useState } from 'react';
import { RestoredAccountModal } from '@/features/auth/components/restored-account-modal';
import { WalkthroughModal } from '@/features/walkthrough/components/walkthrough-modal';
import type { Session } from '@/lib/session-store';

/**
 * One modal at a time: first the restored-account confirmation (spec §4), then the walkthrough for
 * new users (spec §2). Postponing the walkthrough hides it until the next visit.
 */
export function OnboardingModals({ session }: { session: Session }) {
  const [walkthroughPostponed, setWalkthroughPostponed] = useState(false);
  const restoredPending = session.restored === 1;
  return (
    <>
      <RestoredAccountModal opened={restoredPending} />
      <WalkthroughModal
        opened={!restoredPending && session.walkthrough === 0 && !walkthroughPostponed}
        onClose={() => setWalkthroughPostponed(true)}
      />
    </>
  );
}
