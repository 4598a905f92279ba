import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

interface AccountDeletedAlertProps {
  message: string;
  phones: readonly (string | null | undefined)[];
}

/** spec §8: a deleted account gets the server's message and the numbers to call, as tel: links. */
export function AccountDeletedAlert({ message, phones }: AccountDeletedAlertProps) {
  const { t } = useTranslation('auth');
  const numbers = phones.filter((p): p is string => typeof p === 'string' && p.length > 0);
  return (
    <Alert role="alert" color="red" variant="light" title={t('login.accountDeletedTitle')} mb="md">
      <Text size="sm" c="red.9">
        {message}
      </Text>
      {numbers.length > 0 && (
        <Group component="ul" gap="md" mt="xs" p={0} style={{ listStyle: 'none' }}>
          {numbers.map((phone) => (
            <li key={phone}>
              <Anchor href={`tel:${phone}`} dir="ltr" fw={600} c="red.9">
                <IconPhone
                  size={16}
                  aria-hidden="true"
                  style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}
                />
                {phone}
              </Anchor>
            </li>
          ))}
        </Group>
      )}
    </Alert>
  );
}
