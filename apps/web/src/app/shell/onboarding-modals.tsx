import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
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
  // The survey opens on the home page only, where it interrupts nothing: never over a half-filled form
  // (issue 41.5). It waits there until answered or postponed.
  const onHome = useLocation().pathname.toLowerCase() === paths.home.path.toLowerCase();
  return (
    <>
      <RestoredAccountModal opened={restoredPending} />
      <WalkthroughModal
        opened={!restoredPending && walkthroughPending}
        onClose={() => setWalkthroughPostponed(true)}
      />
      <SurveyPrompt
        enabled={onHome && !restoredPending && !walkthroughPending && session.availableSurveys === 1}
      />
    </>
  );
}
