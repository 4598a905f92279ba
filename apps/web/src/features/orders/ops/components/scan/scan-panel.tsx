import {
  formatMoney,
  opsMovesNeedingReason,
  scanRefusalKey,
  scanWorkflowKeys,
  scanWorkflows,
  translate,
  type OpsOrderMoveResponse,
  type ScanCheckItem,
  type ScannedOrder,
  type ScanWorkflow,
} from '@courier/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCamera, IconTruckDelivery } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/i18n';
import { useOpsBranches } from '@/lib/lookups/get-ops-branches';
import { useOpsCaptains } from '@/lib/lookups/get-ops-captains';
import { selectOptions } from '@/lib/lookups/select-options';
import { useTranslation } from '@/lib/use-translation';
import { checkScan } from '../../api/check-scan';
import { useMoveReasons } from '../../api/get-move-reasons';
import { useMoveOrders } from '../../api/move-orders';
import { beep } from '../../utils/beep';
import { useHubBranch } from '../../utils/hub-branch';
import { DeliverDialog } from './deliver-dialog';
import { ScanBatch, type BatchRow, type RefusedScan } from './scan-batch';
import { ScanInput } from './scan-input';

const CameraScanner = lazy(() => import('./camera-scanner').then((m) => ({ default: m.CameraScanner })));

/** Today in Cairo (the run sheet's day). */
const cairoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

/** An amount as exact hundredths (a batch's COD total; never a float). */
const hundredths = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
};

/** How many refusals stay on screen (the newest): enough to see a run of mistakes, not a wall. */
const refusalsShown = 8;

interface ScanPanelProps {
  /** The run sheet page's path, for the link after a load. */
  runSheetPath: string;
}

/**
 * Scan or paste in bulk (issue 36 §1, decision 059): choose the move once (and the captain for a load,
 * the reason for a failure or a return), scan; each code joins the batch at once (grey while checked,
 * then green, or refused in red with its reason, with a tone), and one button moves the whole batch.
 */
export function ScanPanel({ runSheetPath }: ScanPanelProps) {
  const { t } = useTranslation('ops-orders');
  const lang = useLanguage();
  const [workflow, setWorkflow] = useState<ScanWorkflow>('receive');
  const [captainId, setCaptainId] = useState('');
  const [reasonId, setReasonId] = useState('');
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [refused, setRefused] = useState<RefusedScan[]>([]);
  const [notMoved, setNotMoved] = useState<OpsOrderMoveResponse['feed']['refused']>([]);
  const [muted, setMuted] = useState(false);
  const [camera, setCamera] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const nextId = useRef(0);
  /** The codes in the batch now, by scanned and by order code: read by scans that overlap. */
  const inBatch = useRef(new Set<string>());
  const status = scanWorkflows[workflow];
  const needsCaptain = workflow === 'load';
  const needsReason = opsMovesNeedingReason.includes(status);
  const captains = useOpsCaptains(true);
  // A load checks the captain's branch; every other move the hub's, when the staff member chose one.
  const [hubBranch, setHubBranch] = useHubBranch();
  const branches = useOpsBranches(!needsCaptain);
  const reasons = useMoveReasons(needsReason);
  const move = useMoveOrders();
  const ready = (!needsCaptain || captainId !== '') && (!needsReason || reasonId !== '');
  const accepted = rows
    .filter((r) => r.state === 'accepted' && r.order)
    .map((r) => r.order!) as ScannedOrder[];
  const total = accepted.reduce((sum, o) => sum + hundredths(o.amount_to_be_collected), 0n);

  const clear = () => {
    setRows([]);
    setRefused([]);
    setNotMoved([]);
    inBatch.current = new Set();
  };

  const refuse = useCallback(
    (items: { code: string; message: string }[]) => {
      if (items.length === 0) return;
      beep('refused', muted);
      setRefused((now) =>
        [...items.map((i) => ({ id: nextId.current++, ...i })).reverse(), ...now].slice(0, refusalsShown),
      );
      setAnnounce(items.map((i) => `${i.code}: ${i.message}`).join('. '));
    },
    [muted],
  );

  const onCodes = useCallback(
    async (codes: string[]) => {
      const duplicate = translate(scanRefusalKey('duplicate'), lang);
      const fresh = codes.filter((c) => !inBatch.current.has(c));
      refuse(codes.filter((c) => inBatch.current.has(c)).map((code) => ({ code, message: duplicate })));
      if (fresh.length === 0) return;
      fresh.forEach((c) => inBatch.current.add(c));
      // The row shows at once; the check's answer colours it.
      setRows((now) => [...fresh.map((code) => ({ code, state: 'checking' as const })).reverse(), ...now]);
      let answer: ScanCheckItem[];
      try {
        answer = await checkScan({
          codes: fresh,
          workflow,
          captain_id: needsCaptain && captainId ? Number(captainId) : undefined,
          branch_id: !needsCaptain && hubBranch ? Number(hubBranch) : undefined,
        });
      } catch {
        fresh.forEach((c) => inBatch.current.delete(c));
        setRows((now) => now.filter((r) => !fresh.includes(r.code)));
        refuse(fresh.map((code) => ({ code, message: t('scan.checkFailed') })));
        return;
      }
      const gone: { code: string; message: string }[] = [];
      const kept = new Map<string, ScannedOrder>();
      for (const item of answer) {
        // A bar code and its order code are one parcel: the second is a duplicate.
        const twice = item.order && item.order.code !== item.code && inBatch.current.has(item.order.code);
        if (item.result === 'accepted' && item.order && !twice) {
          kept.set(item.code, item.order);
          inBatch.current.add(item.order.code);
        } else {
          inBatch.current.delete(item.code);
          gone.push({ code: item.code, message: twice ? duplicate : (item.error_msg ?? '') });
        }
      }
      setRows((now) =>
        now.flatMap((r) => {
          const order = kept.get(r.code);
          if (order) return [{ ...r, state: 'accepted' as const, order }];
          return fresh.includes(r.code) && r.state === 'checking' ? [] : [r];
        }),
      );
      if (kept.size > 0) {
        beep('accepted', muted);
        setAnnounce(t('scan.added', { count: kept.size }));
      }
      refuse(gone);
    },
    [captainId, hubBranch, lang, muted, needsCaptain, refuse, t, workflow],
  );

  const remove = (code: string) => {
    const row = rows.find((r) => r.code === code);
    inBatch.current.delete(code);
    if (row?.order) inBatch.current.delete(row.order.code);
    setRows((now) => now.filter((r) => r.code !== code));
  };

  const afterMove = (updated: string[]) => {
    const moved = new Set(updated);
    toast.success(t('moveDialog.moved', { count: updated.length }));
    const left = rows.filter((r) => !r.order || !moved.has(r.order.code));
    inBatch.current = new Set(left.flatMap((r) => [r.code, r.order?.code ?? r.code]));
    setRows(left);
    if (workflow === 'load') setLoadedFor(captainId);
  };

  const moveBatch = async () => {
    if (workflow === 'deliver') return setDelivering(true);
    const answer = await move.mutateAsync({
      codes: accepted.map((o) => o.code),
      status,
      captain_id: needsCaptain ? Number(captainId) : undefined,
      reason_id: needsReason ? Number(reasonId) : undefined,
    });
    if (answer.feed.updated.length > 0) afterMove(answer.feed.updated);
    setNotMoved(answer.feed.refused);
  };

  return (
    <Card withBorder padding="md" mb="md" component="section" aria-labelledby="scan-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="scan-title">
            {t('scan.title')}
          </Title>
          <Switch
            size="xs"
            label={t('scan.mute')}
            checked={muted}
            onChange={(event) => setMuted(event.currentTarget.checked)}
          />
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('scan.workflow')}
            value={workflow}
            onChange={(event) => {
              setWorkflow(event.currentTarget.value as ScanWorkflow);
              setReasonId('');
              clear();
            }}
            data={scanWorkflowKeys.map((key) => ({ value: key, label: t(`scan.workflows.${key}`) }))}
          />
          {needsCaptain && (
            <NativeSelect
              label={t('moveDialog.captain')}
              withAsterisk
              value={captainId}
              onChange={(event) => {
                setCaptainId(event.currentTarget.value);
                clear();
              }}
              data={selectOptions(t('moveDialog.chooseCaptain'), captains.data)}
            />
          )}
          {!needsCaptain && (
            <NativeSelect
              label={t('scan.hubBranch')}
              value={hubBranch}
              onChange={(event) => {
                setHubBranch(event.currentTarget.value);
                clear();
              }}
              data={selectOptions(t('scan.anyBranch'), branches.data)}
            />
          )}
          {needsReason && (
            <NativeSelect
              label={t('moveDialog.reason')}
              withAsterisk
              value={reasonId}
              onChange={(event) => setReasonId(event.currentTarget.value)}
              data={selectOptions(t('moveDialog.chooseReason'), reasons.data)}
            />
          )}
        </Group>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <ScanInput onCodes={(codes) => void onCodes(codes)} disabled={needsCaptain && captainId === ''} />
          <Button
            variant="default"
            leftSection={<IconCamera size={18} aria-hidden="true" />}
            onClick={() => setCamera((open) => !open)}
            aria-expanded={camera}
          >
            {t('scan.camera')}
          </Button>
        </Group>
        {camera && (
          <Suspense fallback={null}>
            <CameraScanner onCode={(code) => void onCodes([code])} onClose={() => setCamera(false)} />
          </Suspense>
        )}
        <VisuallyHidden role="status" aria-live="polite">
          {announce}
        </VisuallyHidden>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600} data-testid="scan-count">
            {t('scan.inBatch', {
              count: accepted.length,
              amount: formatMoney(`${total / 100n}.${String(total % 100n).padStart(2, '0')}`),
            })}
          </Text>
          <Group gap="xs">
            {rows.length > 0 && (
              <Button variant="subtle" size="xs" onClick={clear}>
                {t('scan.clear')}
              </Button>
            )}
            <Button
              leftSection={<IconTruckDelivery size={18} aria-hidden="true" />}
              disabled={accepted.length === 0 || !ready}
              loading={move.isPending}
              onClick={() => void moveBatch()}
            >
              {t(`scan.moveTo.${workflow}`, { count: accepted.length })}
            </Button>
          </Group>
        </Group>
        {loadedFor && (
          <Anchor
            component={Link}
            to={`${runSheetPath}?kind=run&captain_id=${loadedFor}&date=${cairoToday()}`}
            size="sm"
          >
            {t('scan.printRunSheet')}
          </Anchor>
        )}
        {notMoved.length > 0 && (
          <Alert color="red" title={t('moveDialog.refusedTitle')} role="alert">
            <List size="sm">
              {notMoved.map((r) => (
                <List.Item key={r.code}>
                  <bdi dir="ltr">{r.code}</bdi>: {r.error_msg}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <ScanBatch rows={rows} refused={refused} onRemove={remove} />
      </Stack>
      {delivering && (
        <DeliverDialog orders={accepted} onClose={() => setDelivering(false)} onMoved={afterMove} />
      )}
    </Card>
  );
}
