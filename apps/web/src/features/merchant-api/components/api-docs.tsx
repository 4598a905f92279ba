import type { Language } from '@courier/contracts';
import { Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/i18n';
import { useRevealedApiKey } from '../api/reveal-api-key';
import { CodeBlock } from '@/components/ui/code-block';
import { CopyTextButton } from '@/components/ui/copy-text-button';

type Topic = 'orders' | 'tickets';

interface Example {
  titleKey: string;
  textKey: string;
  curl: string;
}

const sample = {
  ar: {
    receiver: 'محمد عبد الله',
    address: '12 شارع عباس العقاد',
    content: 'سماعات',
    question: 'كيف أغيّر عنوان الاستلام؟',
  },
  en: {
    receiver: 'Mohamed Abdallah',
    address: '12 Abbas El Akkad St',
    content: 'Headphones',
    question: 'How do I change my pickup address?',
  },
} satisfies Record<Language, Record<string, string>>;

/** A curl command: one header or option per line, ending with `\`. */
function curl(method: 'GET' | 'POST', url: string, key: string, lang: Language, extra: string[] = []) {
  const lines = [
    `curl${method === 'POST' ? ' -X POST' : ''} "${url}"`,
    `-H "Authorization: Bearer ${key}"`,
    `-H "Accept-Language: ${lang}"`,
    ...extra,
  ];
  return lines.join(' \\\n  ');
}

function examples(topic: Topic, base: string, key: string, lang: Language): Example[] {
  const s = sample[lang];
  const order = {
    receiver: s.receiver,
    phone1: '01012345678',
    government: 1,
    area: 1,
    address: s.address,
    contentOrder: s.content,
    collectedAmount: '250.00',
  };
  const json = ['-H "Content-Type: application/json"'];
  const body = (value: unknown) => `-d '${JSON.stringify(value)}'`;
  if (topic === 'tickets')
    return [
      {
        titleKey: 'ticketCreateTitle',
        textKey: 'ticketCreateText',
        curl: curl('POST', `${base}/tickets`, key, lang, [
          ...json,
          body({ type: 2, inquiry_type_id: 2, description: s.question }),
        ]),
      },
      {
        titleKey: 'ticketListTitle',
        textKey: 'ticketListText',
        curl: curl('GET', `${base}/tickets?status=0&page=1`, key, lang),
      },
    ];
  return [
    {
      titleKey: 'createTitle',
      textKey: 'createText',
      curl: curl('POST', `${base}/orders`, key, lang, [
        ...json,
        '-H "Idempotency-Key: shop-order-1001"',
        body(order),
      ]),
    },
    {
      titleKey: 'bulkTitle',
      textKey: 'bulkText',
      curl: curl('POST', `${base}/orders/bulk`, key, lang, [
        ...json,
        '-H "Idempotency-Key: shop-batch-17"',
        body({ orders: [order, { ...order, phone1: '01112345678' }] }),
      ]),
    },
    {
      titleKey: 'listTitle',
      textKey: 'listText',
      curl: curl('GET', `${base}/orders?status=saved&created_from=2026-01-01&limit=50`, key, lang),
    },
    { titleKey: 'getTitle', textKey: 'getText', curl: curl('GET', `${base}/orders/ORDER_CODE`, key, lang) },
    {
      titleKey: 'sendTitle',
      textKey: 'sendText',
      curl: curl('POST', `${base}/orders/ORDER_CODE/send`, key, lang),
    },
    {
      titleKey: 'cancelTitle',
      textKey: 'cancelText',
      curl: curl('POST', `${base}/orders/ORDER_CODE/cancel`, key, lang, [...json, body({ type: 1 })]),
    },
    {
      titleKey: 'placesTitle',
      textKey: 'placesText',
      curl: [
        curl('GET', `${base}/governorates`, key, lang),
        curl('GET', `${base}/governorates/1/areas`, key, lang),
      ].join('\n\n'),
    },
  ];
}

/** The merchant API's documentation for one topic, with curl examples carrying the merchant's key once revealed. */
export function ApiDocs({ topic }: { topic: Topic }) {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  const revealed = useRevealedApiKey();
  const base = `${window.location.origin}/api/v1`;
  const key = revealed?.key ?? 'YOUR_API_KEY';
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Text size="sm" mb="xs">
          {t('api.docs.auth')}
        </Text>
        <Text size="sm" mb="xs">
          {t('api.docs.rateLimit')}
        </Text>
        <Text size="sm" mb="xs">
          {t('api.baseUrl')}: <Code dir="ltr">{base}</Code>
        </Text>
        <Text size="sm" fw={500}>
          {revealed ? t('api.keyFilledNote') : t('api.keyPlaceholderNote')}
        </Text>
      </Paper>
      {examples(topic, base, key, lang).map((example) => (
        <Paper key={example.titleKey} withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
          <Group justify="space-between" align="flex-start" mb="xs" gap="xs">
            <Title order={2} size="h4">
              {t(`api.docs.${example.titleKey}`)}
            </Title>
            <CopyTextButton value={example.curl} label={t('api.copyExample')} />
          </Group>
          <Text size="sm" mb="sm">
            {t(`api.docs.${example.textKey}`)}
          </Text>
          <CodeBlock>{example.curl}</CodeBlock>
        </Paper>
      ))}
    </Stack>
  );
}
