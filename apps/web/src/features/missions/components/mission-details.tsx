import { missionStatuses, type Mission, formatMoney } from '@courier/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { DetailSection, type DetailField } from '@/components/ui/detail-section';
import { StatusBadge } from '@/components/ui/status-badge';
import { isolate } from '@/lib/bidi';
import { formatDateTime, formatDay, formatMonth } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { missionTypeName } from '../utils/labels';

const terminated = new Set<number>([missionStatuses.canceled, missionStatuses.canceled_with_captain]);

/**
 * Every field of a mission (spec §3): code, type, status and dates; client, branch and captain; the
 * address, payment way and bank account; the termination reason once it was called off.
 */
export function MissionDetails({ mission }: { mission: Mission }) {
  const { t } = useTranslation('missions');
  const lang = useLanguage();
  const own = (value: string | null | undefined) => (value ? <bdi>{value}</bdi> : null);
  const ltr = (value: string | null | undefined) => (value ? <span dir="ltr">{value}</span> : null);

  const sections: { title: string; fields: DetailField[] }[] = [
    {
      title: t('details.missionSection'),
      fields: [
        { label: t('fields.code'), value: ltr(mission.code) },
        { label: t('fields.type'), value: missionTypeName(mission.type, lang) },
        { label: t('fields.status'), value: <StatusBadge kind="mission" code={mission.status} /> },
        { label: t('fields.ordersCount'), value: String(mission.orders_count) },
        { label: t('fields.notes'), value: own(mission.notes) },
      ],
    },
    {
      title: t('details.datesSection'),
      fields: [
        { label: t('fields.createdAt'), value: formatDateTime(mission.created_at, lang) },
        {
          label: t('fields.dueDate'),
          value: mission.due_date ? formatDay(mission.due_date, lang, true) : null,
        },
        {
          label: t('fields.executionDate'),
          value: mission.execution_date ? formatDateTime(mission.execution_date, lang) : null,
        },
        { label: t('fields.month'), value: mission.month ? formatMonth(mission.month, lang) : null },
      ],
    },
    {
      title: t('details.peopleSection'),
      fields: [
        { label: t('fields.client'), value: own(mission.client.name) },
        { label: t('fields.branch'), value: own(mission.branch?.name) },
        { label: t('fields.captain'), value: own(mission.captain?.name) },
        { label: t('fields.captainPhone'), value: ltr(mission.captain?.phone) },
      ],
    },
    {
      title: t('details.placeSection'),
      fields: [
        {
          label: t('fields.address'),
          // One line each, so Arabic and English parts never reorder around each other.
          value: mission.address ? (
            <>
              <div>
                <bdi>
                  <strong>{mission.address.title}</strong>
                </bdi>
              </div>
              <div>
                <bdi>{mission.address.address}</bdi>
              </div>
              <div>
                {t('details.addressArea', {
                  area: isolate(mission.address.area),
                  governorate: isolate(mission.address.governorate),
                })}
              </div>
            </>
          ) : null,
        },
        { label: t('fields.paymentWay'), value: own(mission.payment_way?.title) },
        {
          label: t('fields.bankAccount'),
          value: mission.bank_account ? (
            <>
              <bdi>{mission.bank_account.bank_name}</bdi>
              {' — '}
              <span dir="ltr">{mission.bank_account.account_number}</span>
            </>
          ) : null,
        },
        {
          label: t('fields.amount'),
          value: mission.amount === null ? null : t('money', { amount: formatMoney(mission.amount) }),
        },
      ],
    },
  ];
  if (terminated.has(mission.status) || mission.termination_reason) {
    sections.push({
      title: t('details.terminationSection'),
      fields: [
        { label: t('fields.terminationReason'), value: own(mission.termination_reason?.name) },
        { label: t('fields.terminationNote'), value: own(mission.termination_note) },
      ],
    });
  }

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {sections.map((section) => (
        <DetailSection key={section.title} {...section} />
      ))}
    </SimpleGrid>
  );
}
