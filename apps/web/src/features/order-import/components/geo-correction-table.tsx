import { formatMoney, type CorrectImportBody, type UnpredictedGeo } from '@courier/contracts';
import { Alert, Badge, Button, Checkbox, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { isApiError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { formatCount } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useAreas } from '@/lib/lookups/get-areas';
import { useGovernments } from '@/lib/lookups/get-governments';
import { PhoneInput } from '@/components/ui/phone-input';
import {
  applyChoice,
  buildCorrections,
  chooseGovernment,
  initialChoices,
  optionsOf,
  rowErrorsOf,
  suggestionKey,
  switchToOther,
  textKey,
  twinsOf,
  type Choices,
  type Fixes,
  type Correction,
  type RowChoice,
} from '../utils/corrections';
import classes from './order-import.module.css';

const otherValue = 'other';

interface GeoCorrectionTableProps {
  importId: number;
  /** The server's summary of the pending upload (e.g. "1 row needs its governorate or area confirmed"). */
  message: string;
  /** A store order (one row, worded as the store's order) or an uploaded sheet's rows. */
  kind?: 'smart' | 'store';
  geos: readonly UnpredictedGeo[];
  submitting: boolean;
  /** The last failed confirmation (its field errors are shown on their rows). */
  error: unknown;
  onSubmit: (body: CorrectImportBody) => void;
  onCancel: () => void;
}

/**
 * spec §4: the rows whose governorate or area the server could not recognise. Each shows what the
 * merchant typed and offers the server's suggestions (the best one preselected) or a free choice of
 * governorate then area. Nothing is created until every row is answered and confirmed.
 */
export function GeoCorrectionTable({
  importId,
  message,
  kind = 'smart',
  geos,
  submitting,
  error,
  onSubmit,
  onCancel,
}: GeoCorrectionTableProps) {
  const { t } = useTranslation('order-files');
  const lang = useLanguage();
  const [choices, setChoices] = useState<Choices>(() => initialChoices(geos));
  const [fixes, setFixes] = useState<Fixes>({});
  // Texts whose rows the merchant chooses one by one (by default one choice answers all its twins).
  const [apart, setApart] = useState<ReadonlySet<string>>(new Set());
  const twins = twinsOf(geos);
  const [showMissing, setShowMissing] = useState(false);
  const [sent, setSent] = useState<Correction[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const { missing } = buildCorrections(geos, choices, fixes);
  const missingRows = new Set(showMissing ? missing : []);
  const serverErrors = isApiError(error) ? rowErrorsOf(error.fieldErrors, sent) : {};
  const needsFreeChoice = Object.values(choices).some((c) => c.kind !== 'suggestion');
  const governments = useGovernments(needsFreeChoice);

  // The table replaces the upload form: take the keyboard and screen reader to its heading.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const setChoice = (row: number, choice: RowChoice) =>
    setChoices((all) => applyChoice(geos, all, row, choice, apart));
  const setApartFor = (key: string, alone: boolean) =>
    setApart((all) => {
      const next = new Set(all);
      if (alone) next.add(key);
      else next.delete(key);
      return next;
    });
  // "Order #1001 from your store" rather than "row 1": the store's label carries its order number.
  const storeOrder = kind === 'store' ? (/#\s*(\S+)/.exec(message)?.[1] ?? '') : null;
  const rowTitle = (row: number) =>
    storeOrder === null
      ? t('smart.rowTitle', { row })
      : storeOrder
        ? t('smart.storeOrderTitle', { order: isolate(`#${storeOrder}`) })
        : t('smart.storeOrderUntitled');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildCorrections(geos, choices, fixes);
    if (built.missing.length > 0) {
      setShowMissing(true);
      formRef.current?.querySelector<HTMLElement>(`[data-row="${built.missing[0]}"] input`)?.focus();
      return;
    }
    setSent(built.corrections);
    onSubmit({ import_id: importId, corrections: built.corrections });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="geo-correction-title">
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconMapPinQuestion aria-hidden="true" />}>
          <Title order={2} size="h4" id="geo-correction-title" mb={4} ref={titleRef} tabIndex={-1}>
            {t('smart.correctTitle')}
          </Title>
          <Text size="sm" fw={600}>
            {message}
          </Text>
          <Text size="sm" mt={4}>
            {t('smart.correctHint')}
          </Text>
        </Alert>
        {error && !Object.keys(serverErrors).length ? <ApiErrorAlert error={error} /> : null}

        {geos.map((geo) => (
          <CorrectionRow
            key={geo.row}
            geo={geo}
            title={rowTitle(geo.row)}
            twins={twins.get(textKey(geo))?.length ?? 1}
            together={!apart.has(textKey(geo))}
            onTogether={(together) => setApartFor(textKey(geo), !together)}
            fixed={fixes[geo.row] ?? {}}
            onFix={(field, value) =>
              setFixes((all) => ({ ...all, [geo.row]: { ...all[geo.row], [field]: value } }))
            }
            choice={choices[geo.row] ?? { kind: 'unset' }}
            onChange={(choice) => setChoice(geo.row, choice)}
            governments={governments.data ?? []}
            governmentsLoading={governments.isLoading}
            error={
              serverErrors[geo.row] ??
              (missingRows.has(geo.row)
                ? storeOrder === null
                  ? t('smart.missing', { row: geo.row })
                  : t('smart.missingStore')
                : undefined)
            }
          />
        ))}

        {showMissing && missing.length > 0 && (
          <Alert role="alert" color="red" variant="light">
            {t('smart.missingSummary', {
              rows: new Intl.ListFormat(lang, { type: 'unit' }).format(
                missing.map((row) => (storeOrder === null ? String(row) : rowTitle(row))),
              ),
            })}
          </Alert>
        )}

        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            {t('smart.submit')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('smart.startOver')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CorrectionRowProps {
  geo: UnpredictedGeo;
  /** "Row 4", or "Order #1001 from your store". */
  title: string;
  /** How many waiting rows share this row's text (itself included). */
  twins: number;
  together: boolean;
  onTogether: (together: boolean) => void;
  fixed: Fixes[number];
  onFix: (field: 'phone1' | 'phone2', value: string) => void;
  choice: RowChoice;
  onChange: (choice: RowChoice) => void;
  governments: readonly { id: number; name: string }[];
  governmentsLoading: boolean;
  error?: string;
}

function CorrectionRow({
  geo,
  title,
  twins,
  together,
  onTogether,
  fixed,
  onFix,
  choice,
  onChange,
  governments,
  governmentsLoading,
  error,
}: CorrectionRowProps) {
  const { t } = useTranslation('order-files');
  const options = optionsOf(geo);
  const bestKey = geo.best ? suggestionKey(geo.best) : null;
  const value = choice.kind === 'suggestion' ? choice.key : choice.kind === 'other' ? otherValue : null;
  const governmentId = choice.kind === 'other' ? choice.government_id : null;
  const areas = useAreas(governmentId);
  const empty = t('smart.emptyText');
  const legendId = `geo-row-${geo.row}`;

  return (
    <fieldset
      className={classes.rowCard}
      data-row={geo.row}
      data-invalid={error ? true : undefined}
      aria-describedby={`${legendId}-typed`}
    >
      <legend id={legendId} className={classes.legend}>
        {title}
      </legend>
      <RowOrder geo={geo} />
      <Text size="sm" id={`${legendId}-typed`} className={classes.typed} mb="xs">
        {/* Typed text may be in either language: each part keeps its own direction. */}
        {t('smart.typed', {
          government: isolate(geo.government_text.trim() || empty),
          area: isolate(geo.area_text.trim() || empty),
        })}
      </Text>
      <Radio.Group
        label={t('smart.choice')}
        value={value}
        onChange={(next) =>
          onChange(next === otherValue ? switchToOther(geo, choice) : { kind: 'suggestion', key: next })
        }
        error={error}
        name={`geo-${geo.row}`}
      >
        <Stack gap={8} mt={6}>
          {options.map((option) => {
            const key = suggestionKey(option);
            return (
              <Radio
                key={key}
                value={key}
                label={
                  <Group gap={6} wrap="wrap" component="span">
                    <span>
                      {t('smart.suggestion', {
                        government: isolate(option.government),
                        area: isolate(option.area ?? ''),
                      })}
                    </span>
                    <Text span size="xs" c="dimmed">
                      {t('smart.match', { score: Math.round(option.score * 100) })}
                    </Text>
                    {key === bestKey && (
                      <Badge size="sm" variant="filled" color="teal.9" component="span">
                        {t('smart.best')}
                      </Badge>
                    )}
                  </Group>
                }
              />
            );
          })}
          <Radio value={otherValue} label={t('smart.other')} />
        </Stack>
      </Radio.Group>
      {twins > 1 && (
        <Checkbox
          mt="sm"
          checked={together}
          onChange={(event) => onTogether(event.currentTarget.checked)}
          label={t('smart.applyToTwins', { count: twins, rows: formatCount(twins) })}
        />
      )}
      {geo.fix?.map((f) => (
        <PhoneInput
          key={f.field}
          mt="sm"
          label={t(`smart.fix.${f.field}`)}
          description={f.message}
          value={fixed[f.field] ?? f.value}
          onChange={(event) => onFix(f.field, event.currentTarget.value)}
          required={f.field === 'phone1'}
        />
      ))}
      {choice.kind === 'other' && (
        <div className={classes.selects}>
          <Select
            mt="sm"
            label={t('smart.government')}
            placeholder={t('smart.chooseGovernment')}
            data={governments.map((g) => ({ value: String(g.id), label: g.name }))}
            value={choice.government_id ? String(choice.government_id) : null}
            onChange={(next) => onChange(chooseGovernment(choice, next ? Number(next) : null))}
            searchable
            required
            disabled={governmentsLoading}
            nothingFoundMessage={t('smart.chooseGovernment')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            mt="sm"
            label={t('smart.area')}
            placeholder={
              !choice.government_id
                ? t('smart.chooseGovernmentFirst')
                : areas.isLoading
                  ? t('smart.loadingAreas')
                  : t('smart.chooseArea')
            }
            data={(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={choice.area_id ? String(choice.area_id) : null}
            onChange={(next) => onChange({ ...choice, area_id: next ? Number(next) : null })}
            searchable
            required
            disabled={!choice.government_id || areas.isLoading}
            nothingFoundMessage={t('smart.chooseArea')}
          />
        </div>
      )}
    </fieldset>
  );
}

/** Who the row's order is for, so that rows with the same address can be told apart. */
function RowOrder({ geo }: { geo: UnpredictedGeo }) {
  const { t } = useTranslation('order-files');
  const amount = geo.amount?.trim();
  const parts = [
    geo.receiver?.trim() ? t('smart.receiver', { name: isolate(geo.receiver.trim()) }) : null,
    geo.phone?.trim() ? t('smart.phone', { phone: isolate(geo.phone.trim()) }) : null,
    amount
      ? t('smart.amount', { amount: /^-?\d+(\.\d+)?$/.test(amount) ? formatMoney(amount) : isolate(amount) })
      : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" mb={4} data-testid="row-order">
      {parts.join(' · ')}
    </Text>
  );
}
