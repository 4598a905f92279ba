import { Alert, Button, Group, List, Radio, Select, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { isApiError } from '@/lib/api-client';
import { findEntity } from '../api/find-entity';
import { useComplaintTypes, useInquiryTypes, useTicketInstructions } from '../api/get-tickets';
import { useCreateTicket } from '../api/ticket-actions';

import { FilePicker } from '@/components/ui/file-picker';

export interface WizardStart {
  kind?: 'order' | 'mission';
  entity?: { id: number; code: string };
}

/**
 * The ticket wizard (spec §4): page 1 instructions and complaint or inquiry; the order or mission (going
 * back clears it); the problem type and title; the description and files; review and send.
 */
export function TicketWizard({
  start,
  onCreated,
}: {
  start: WizardStart;
  onCreated: (id: number, notDelay: 0 | 1) => void;
}) {
  const { t } = useTranslation('tickets');
  const instructions = useTicketInstructions();
  const complaintTypes = useComplaintTypes();
  const inquiryTypes = useInquiryTypes();
  const create = useCreateTicket();
  const [page, setPage] = useState(start.entity ? 1 : 0);
  const [typeTicket, setTypeTicket] = useState<'complaint' | 'inquiry'>('complaint');
  const [kind, setKind] = useState<'order' | 'mission'>(start.kind ?? 'order');
  const [code, setCode] = useState(start.entity?.code ?? '');
  const [entity, setEntity] = useState<{ id: number; code: string } | null>(start.entity ?? null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [complainTypeId, setComplainTypeId] = useState<string | null>(null);
  const [complainTypeTitleId, setComplainTypeTitleId] = useState<string | null>(null);
  const [inquiryTypeId, setInquiryTypeId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);

  const complaint = typeTicket === 'complaint';
  const missionComplaint = complaint && kind === 'mission';
  // Steps: 0 start, 1 entity (complaints), 2 problem type, 3 details, 4 review.
  const steps = complaint ? [0, 1, 2, 3, 4] : [0, 2, 3, 4];
  const stepIndex = steps.indexOf(page);
  const next = () => setPage(steps[Math.min(stepIndex + 1, steps.length - 1)]!);
  const back = () => {
    if (page === 1 || page === 2) {
      // Going back clears the chosen entity (spec §4).
      if (page === 2 && complaint) setEntity(null);
    }
    if (page === 1) setEntity(null);
    setPage(steps[Math.max(stepIndex - 1, 0)]!);
  };

  const titles = complaintTypes.data?.feed.find((c) => String(c.id) === complainTypeId)?.titles ?? [];
  const typeChosen = complaint
    ? missionComplaint || (complainTypeId !== null && complainTypeTitleId !== null)
    : inquiryTypeId !== null;

  const lookUp = async () => {
    setLookupError(null);
    try {
      const found = await findEntity(kind, code.trim());
      if (found) {
        setEntity(found);
        next();
      } else setLookupError(t('entity.notFound'));
    } catch (error) {
      setLookupError(isApiError(error) ? error.message : t('entity.notFound'));
    }
  };

  const send = () =>
    create.mutate(
      {
        type: complaint ? 1 : 2,
        description,
        files,
        ...(complaint
          ? {
              entity_id: entity?.id,
              mission_complaint: missionComplaint ? 1 : 0,
              ...(missionComplaint
                ? {}
                : {
                    complaint_type_id: Number(complainTypeId),
                    complaint_type_title_id: Number(complainTypeTitleId),
                  }),
            }
          : { inquiry_type_id: Number(inquiryTypeId) }),
      },
      { onSuccess: (res) => onCreated(res.feed.id, res.not_delay) },
    );

  const subject = complaint
    ? missionComplaint
      ? t('type.missionComplaint')
      : `${complaintTypes.data?.feed.find((c) => String(c.id) === complainTypeId)?.title ?? ''} – ${titles.find((x) => String(x.id) === complainTypeTitleId)?.title ?? ''}`
    : (inquiryTypes.data?.feed.find((c) => String(c.id) === inquiryTypeId)?.title ?? '');

  return (
    <Stack>
      <Stepper active={stepIndex} size="xs" allowNextStepsSelect={false}>
        {steps.map((s) => (
          <Stepper.Step key={s} label={t(`steps.${s}`)} />
        ))}
      </Stepper>

      {page === 0 && (
        <Stack>
          {instructions.isPending ? (
            <LoadingBlocks heights={[48, 120, 120]} />
          ) : (
            <List spacing="xs">
              {instructions.data?.feed.instructions.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
          <Radio.Group
            label={t('type.label')}
            value={typeTicket}
            onChange={(v) => setTypeTicket(v as 'complaint' | 'inquiry')}
          >
            <Group mt="xs">
              <Radio value="complaint" label={t('type.complaint')} />
              <Radio value="inquiry" label={t('type.inquiry')} />
            </Group>
          </Radio.Group>
        </Stack>
      )}

      {page === 1 && (
        <Stack>
          <Radio.Group
            label={t('entity.kind')}
            value={kind}
            onChange={(v) => {
              setKind(v as 'order' | 'mission');
              setEntity(null);
            }}
          >
            <Group mt="xs">
              <Radio value="order" label={t('entity.order')} />
              <Radio value="mission" label={t('entity.mission')} />
            </Group>
          </Radio.Group>
          <TextInput
            label={kind === 'order' ? t('entity.orderCode') : t('entity.missionCode')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={lookupError}
            inputMode="numeric"
          />
        </Stack>
      )}

      {page === 2 &&
        (complaint ? (
          missionComplaint ? (
            <Text>{t('type.missionComplaintHint')}</Text>
          ) : (
            <Stack>
              <Select
                label={t('problem.type')}
                data={(complaintTypes.data?.feed ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
                value={complainTypeId}
                onChange={(v) => {
                  setComplainTypeId(v);
                  setComplainTypeTitleId(null);
                }}
              />
              <Select
                label={t('problem.title')}
                data={titles.map((c) => ({ value: String(c.id), label: c.title }))}
                value={complainTypeTitleId}
                onChange={setComplainTypeTitleId}
                disabled={complainTypeId === null}
              />
            </Stack>
          )
        ) : (
          <Select
            label={t('problem.inquiry')}
            data={(inquiryTypes.data?.feed ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
            value={inquiryTypeId}
            onChange={setInquiryTypeId}
          />
        ))}

      {page === 3 && (
        <Stack>
          <AutosizeTextarea
            label={t('details.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            minRows={4}
            maxLength={4000}
            dir="auto"
          />
          <FilePicker files={files} onChange={setFiles} />
        </Stack>
      )}

      {page === 4 && (
        <Stack gap="xs">
          <Text>
            <strong>{t('review.type')}:</strong> {complaint ? t('type.complaint') : t('type.inquiry')}
          </Text>
          {entity && (
            <Text>
              <strong>{kind === 'order' ? t('entity.order') : t('entity.mission')}:</strong> {entity.code}
            </Text>
          )}
          <Text>
            <strong>{t('review.subject')}:</strong> {subject}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {description}
          </Text>
          {files.length > 0 && <Text size="sm">{t('review.files', { count: files.length })}</Text>}
          <ApiErrorAlert error={create.error} />
        </Stack>
      )}

      <Group justify="space-between">
        <Button variant="default" onClick={back} disabled={stepIndex === 0}>
          {t('actions.back')}
        </Button>
        {page === 1 ? (
          <Button onClick={() => void lookUp()} disabled={code.trim() === ''}>
            {t('actions.next')}
          </Button>
        ) : page === 4 ? (
          <Button onClick={send} loading={create.isPending}>
            {t('actions.send')}
          </Button>
        ) : (
          <Button
            onClick={next}
            disabled={(page === 2 && !typeChosen) || (page === 3 && description.trim().length < 3)}
          >
            {t('actions.next')}
          </Button>
        )}
      </Group>
      {page === 3 && description.trim().length > 0 && description.trim().length < 3 && (
        <Alert color="gray" variant="light">
          {t('details.tooShort')}
        </Alert>
      )}
    </Stack>
  );
}
