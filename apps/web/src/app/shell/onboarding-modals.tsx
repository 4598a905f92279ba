import { useState } from 'react';
import { RestoredAccountModal } from '@/features/auth/components/restored-account-modal';
import { SurveyPrompt } from '@/features/survey/components/survey-prompt';
import { WalkthroughModal } from '@/features/walkthrough/components/walkthrough-modal';
import type { Session } from '@/lib/session-store';

/**
 * One modal at a time: first the restored-account confirmation (spec §4), then the walkthrough for
 * new users (spec §2), then the survey (available_surveys). Postponing the walkthrough hides it until
 * the next visit.
 */
export function OnboardingModals({ session }: { session: Session }) {
  const [walkthroughPostponed, setWalkthroughPostponed] = useState(false);
  const restoredPending = session.restored === 1;
  const walkthroughPending = session.walkthrough === 0 && !walkthroughPostponed;
  return (
    <>
      <RestoredAccountModal opened={restoredPending} />
      <WalkthroughModal
        opened={!restoredPending && walkthroughPending}
        onClose={() => setWalkthroughPostponed(true)}
      />
      <SurveyPrompt enabled={!restoredPending && !walkthroughPending && session.availableSurveys === 1} />
    </>
  );
}
