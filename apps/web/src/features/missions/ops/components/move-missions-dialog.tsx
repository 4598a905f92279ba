import type { MissionStatus, OpsMissionStatusResponse } from '@courier/contracts';
import { Select, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/components/ui/form-dialog';
import { useOpsMissionCaptains } from '@/lib/lookups/get-ops-captains';
import { useOpsTerminationReasons } from '../api/get-ops-termination-reasons';
import { useMoveOpsMissions } from '../api/move-ops-missions';

/** The moves the desk offers as buttons (missionOpsMoves decides per mission; the server refuses the rest). */
export const deskMoves = [
  'for_captain',
  'given_for_captain',
  'executed_with_captain',
  'canceled',
  'canceled_with_captain',
] as const satisfies readonly MissionStatus[];
export type DeskMove = (typeof deskMoves)[number];

interface MoveMissionsDialogProps {
  ids: number[];
  status: DeskMove;
  onClose: () => void;
  onDone: (result: OpsMissionStatusResponse['feed']) => void;
}

/** Moves the selected missions: a captain to assign to, a reason to cancel with, or just a confirmation. */
export function MoveMissionsDialog({ ids, status, onClose, onDone }: MoveMissionsDialogProps) {
  const { t } = useTranslation('ops-missions');
  const needsCaptain = status === 'for_captain';
  const needsReason = status === 'canceled' || status === 'canceled_with_captain';
  const captains = useOpsMissionCaptains(needsCaptain);
  const reasons = useOpsTerminationReasons(needsReason);
  const move = useMoveOpsMissions();
  const [captain, setCaptain] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((needsCaptain && !captain) || (needsReason && !reason)) {
      setMissing(true);
      return;
    }
    move.mutate(
      {
        ids,
        status,
        ...(needsCaptain ? { captain_id: Number(captain) } : {}),
        ...(needsReason ? { reason_id: Number(reason) } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      { onSuccess: (answer) => onDone(answer.feed) },
    );
  };

  return (
    <FormDialog
      title={t(`moves.${status}`)}
      intro={t('dialog.intro', { count: ids.length })}
      submitLabel={t(`moves.${status}`)}
      danger={needsReason}
      pending={move.isPending}
      error={move.error}
      onSubmit={submit}
      onClose={onClose}
    >
      {needsCaptain && (
        <Select
          label={t('dialog.captain')}
          placeholder={t('dialog.captainPlaceholder')}
          searchable
          required
          data={(captains.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name} · ${c.branch}`,
          }))}
          value={captain}
          onChange={setCaptain}
          error={missing && !captain ? t('dialog.captainRequired') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {needsReason && (
        <Select
          label={t('dialog.reason')}
          placeholder={t('dialog.reasonPlaceholder')}
          required
          data={(reasons.data?.feed ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          value={reason}
          onChange={setReason}
          error={missing && !reason ? t('dialog.reasonRequired') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Textarea
        label={t('dialog.note')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={500}
      />
    </FormDialog>
  );
}
