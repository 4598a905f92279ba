import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RunStop } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { captainLogout } from '@/features/captain-app/api/captain-logout';
import { saveRouteOrder } from '@/features/captain-app/api/reorder';
import { runQueryKey, useRun } from '@/features/captain-app/api/run';
import { useRunLive } from '@/features/captain-app/api/run-live';
import { useOwnCash } from '@/features/captain-app/api/own-cash';
import { usePositionConsent } from '@/features/captain-app/api/positions';
import { usePickups } from '@/features/captain-app/api/pickups';
import { QueueBanner } from '@/features/captain-app/components/queue-banner';
import { RunList } from '@/features/captain-app/components/run-list';
import { ScanBox } from '@/features/captain-app/components/scan-box';
import { useActionQueue } from '@/features/captain-app/offline/use-action-queue';
import { useCaptainSession } from '@/lib/captain-session';
import { useTranslation } from '@/lib/use-translation';

// The dialogs (forms, selects, validation) are not in the first load: the run shows sooner on a weak
// signal. They are fetched right after it shows, so a captain who then loses the network still has them.
const loadDeliver = () => import('@/features/captain-app/components/deliver-dialog');
const loadFail = () => import('@/features/captain-app/components/fail-dialog');
// The proof's signature pad and photo code, lazy inside the dialogs (decision 065), fetched the same way.
const loadProofInputs = () =>
  Promise.all([
    import('@/features/captain-app/components/proof/signature-pad'),
    import('@/features/captain-app/components/proof/photo-input'),
  ]);
// Pickups, cash and position sharing (decision 066) come after the run's first paint, in their own chunks.
// Asked for beside the pickups' answer, and the pickups shown once both are in: a card drawn later than
// its list would push what is under it out of view (Lighthouse: CLS 0.20).
const loadPickupCard = () =>
  import('@/features/captain-app/components/pickup-card').then((m) => m.PickupCard);
const CashCard = lazy(() =>
  import('@/features/captain-app/components/cash-card').then((m) => ({ default: m.CashCard })),
);
const PositionShare = lazy(() =>
  import('@/features/captain-app/components/position-share').then((m) => ({ default: m.PositionShare })),
);
const DeliverDialog = lazy(() => loadDeliver().then((m) => ({ default: m.DeliverDialog })));
const FailDialog = lazy(() => loadFail().then((m) => ({ default: m.FailDialog })));

/** /captain: today's run, phone-first: scan to confirm, the stops in his order, deliver or not. */
export function CaptainRunPage() {
  const { t } = useTranslation('captain');
  const session = useCaptainSession();
  const queryClient = useQueryClient();
  const run = useRun();
  const pickups = usePickups();
  const queue = useActionQueue();
  useRunLive(session?.token ?? '');
  const [delivering, setDelivering] = useState<RunStop | null>(null);
  const [failing, setFailing] = useState<RunStop | null>(null);
  const waiting = useMemo(() => new Set(queue.pending.map((a) => a.orderId)), [queue.pending]);
  const stops = run.data ?? [];
  // Offline with nothing kept, the pickups' query waits (paused) for the network: the run shows meanwhile.
  const [PickupCard, setPickupCard] = useState<Awaited<ReturnType<typeof loadPickupCard>> | null>(null);
  useEffect(() => {
    void loadPickupCard()
      .then((card) => setPickupCard(() => card))
      .catch(() => undefined);
  }, []);
  const pickupsLoading =
    (pickups.isPending && pickups.fetchStatus === 'fetching') || (!!pickups.data?.length && !PickupCard);
  const listLoading = run.isPending || pickupsLoading;
  // The position and cash cards (below the list) ask at once, beside the run, and show together once the
  // list is in and both have answered: one drawn before the other, or before the list, moved (Lighthouse:
  // CLS 0.141 on the first visit, decision 083). Offline with nothing kept, neither shows, as before.
  const consent = usePositionConsent();
  const cash = useOwnCash();
  const cardsReady = !listLoading && !consent.isPending && !cash.isPending;
  useEffect(() => {
    void Promise.all([loadDeliver(), loadFail(), loadProofInputs()]).catch(() => undefined);
  }, []);

  const reorder = (ids: number[]) => {
    const byId = new Map(stops.map((s) => [s.id, s]));
    queryClient.setQueryData(
      runQueryKey,
      ids.map((id) => byId.get(id)!),
    );
    void saveRouteOrder(ids).catch(() => undefined);
  };

  return (
    <Box component="main" p="sm" maw={560} mx="auto">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <div>
          <Title order={1} size="h3">
            {t('run.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {session?.name} · {t('run.count', { n: stops.length })}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <LanguageSwitch />
          <Button variant="default" size="compact-sm" onClick={() => void captainLogout()}>
            {t('run.logout')}
          </Button>
        </Group>
      </Group>
      {/* What arrives late (the position card's chunk, the pickups' answer) goes below the scan box, and
          the stops show with the pickups in one go: nothing the captain is about to tap moves (Lighthouse
          measured the scan box moving three times, CLS 0.21, decision 079). */}
      <Stack gap="md">
        <QueueBanner state={queue} />
        <ScanBox />
        <ApiErrorAlert error={run.error} />
        {listLoading ? (
          <LoadingBlocks heights={[160, 160]} />
        ) : (
          <>
            {pickups.data?.length && PickupCard ? (
              <section aria-labelledby="pickups-title">
                <Title id="pickups-title" order={2} size="h4" mb="xs">
                  {t('pickups.title')}
                </Title>
                <Stack gap="sm">
                  {pickups.data.map((p) => (
                    <PickupCard key={p.id} pickup={p} />
                  ))}
                </Stack>
              </section>
            ) : null}
            {stops.length === 0 ? (
              <Text>{t('run.empty')}</Text>
            ) : (
              <RunList
                stops={stops}
                waitingOrderIds={waiting}
                onReorder={reorder}
                onDeliver={setDelivering}
                onFail={setFailing}
              />
            )}
          </>
        )}
        {/* One boundary: both cards' code in before either shows. */}
        {cardsReady ? (
          <Suspense fallback={null}>
            <PositionShare runOpen={stops.length > 0 || (pickups.data?.length ?? 0) > 0} />
            <CashCard />
          </Suspense>
        ) : null}
      </Stack>
      <Suspense fallback={null}>
        {delivering ? <DeliverDialog stop={delivering} onClose={() => setDelivering(null)} /> : null}
        {failing ? <FailDialog stop={failing} onClose={() => setFailing(null)} /> : null}
      </Suspense>
    </Box>
  );
}
