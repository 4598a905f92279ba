import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { SuspendedNotice } from '@/components/ui/suspended-notice';
import { toast } from '@/components/ui/toast';
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import { useMissionFormData } from '@/features/missions/api/get-mission-form-data';
import { useSubmitMission } from '@/features/missions/api/submit-mission';
import { MissionForm } from '@/features/missions/components/mission-form';
import { MissionLoadError } from '@/features/missions/components/suspended-missions-notice';
import { missionDetailsPath } from '@/features/missions/utils/mission-paths';
import { newIdempotencyKey } from '@/features/orders/utils/idempotency-key';
import { isApiError } from '@/lib/api-client';
import { useBranches } from '@/lib/lookups/get-branches';
import { useSession } from '@/lib/use-session';

/**
 * `/addMission`. A created mission opens its details page (its code, its status as it moves). A
 * suspended client is told why it can only ask for pickups (spec §1).
 */
export function AddMissionPage() {
  const { t } = useTranslation(['missions', 'shell', 'common']);
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formData = useMissionFormData();
  const branches = useBranches('');
  const submit = useSubmitMission();
  // One key per form fill: a double click or a retried request creates one mission.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const ready = formData.data && (branches.data || branches.isError);

  return (
    <>
      <PageHeader title={t('shell:pages.addMission')} />
      {session?.isFreezed === 1 && <SuspendedNotice hint={t('suspended.addHint')} mb="md" />}
      {(formData.isPending || (formData.data && !ready)) && <LoadingBlocks heights={[120, 240]} />}
      {formData.isError && (
        <MissionLoadError error={formData.error} onRetry={() => void formData.refetch()} />
      )}
      {ready && (
        <MissionForm
          formData={formData.data}
          branches={branches.data}
          submitLabel={t('form.submit')}
          onSubmit={async (mission) => {
            try {
              const created = await submit.mutateAsync({ mission, idempotencyKey });
              // A supply moves the next supply day on the dashboard.
              void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
              toast.success(t('form.added', { code: created.code }));
              void navigate(missionDetailsPath(created.id));
            } catch (error) {
              toast.failure(
                isApiError(error)
                  ? t('form.addFailedWithReason', { reason: error.message })
                  : t('form.addFailed'),
              );
              throw error;
            }
          }}
        />
      )}
    </>
  );
}
