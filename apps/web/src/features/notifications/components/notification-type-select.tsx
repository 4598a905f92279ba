import { notificationTypes, type NotificationType } from '@courier/contracts';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/** The list's type filter: a type code as text, '' for every type. */
export function NotificationTypeSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('notifications');
  const data = [
    { value: '', label: t('list.allTypes') },
    ...Object.entries(notificationTypes).map(([key, code]) => ({
      value: String(code),
      label: t(`types.${key as NotificationType}`),
    })),
  ];
  return (
    <NativeSelect
      label={t('list.type')}
      data={data}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maw={260}
    />
  );
}
