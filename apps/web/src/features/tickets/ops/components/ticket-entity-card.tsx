import type { OpsTicketDetails } from '@courier/contracts';
import { Card, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** The order or mission a complaint is about: its code, status and latest log rows. */
export function TicketEntityCard({ entity }: { entity: OpsTicketDetails['entity'] }) {
  const { t } = useTranslation('ops-tickets');
  const lang = useLanguage();
  if (!entity) {
    return (
      <Text size="sm" c="dimmed">
        {t('entity.none')}
      </Text>
    );
  }
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h5">
        {t(`entity.${entity.kind}`, { code: entity.code })}
      </Title>
      <Text size="sm" mt={4}>
        {t('entity.status')}: {entity.status_name}
      </Text>
      <Title order={3} size="h6" mt="sm" mb="xs">
        {t('entity.log')}
      </Title>
      {entity.logs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('entity.noLog')}
        </Text>
      ) : (
        <Timeline bulletSize={10} lineWidth={2}>
          {entity.logs.map((log) => (
            <Timeline.Item key={log.id} title={log.status_name ?? log.action}>
              {log.note && (
                <Text size="sm" dir="auto">
                  {log.note}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {log.by} · {formatDateTime(log.created_at, lang)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
