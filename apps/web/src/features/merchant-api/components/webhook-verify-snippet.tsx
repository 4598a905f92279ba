import { webhookVerifySnippet, type Language, type WebhookVerifyComments } from '@courier/contracts';
import { Group, Text, Title } from '@mantine/core';
import { CodeBlock } from '@/components/ui/code-block';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/i18n';
import { CopyTextButton } from '@/components/ui/copy-text-button';

/** The code's comments in the reader's language; the code itself is contracts' one snippet. */
const comments = {
  ar: {
    raw: 'اقرأ الجسم خامًا: التوقيع على النص كما وصل، لا على JSON بعد تحليله',
    parts: 'الترويسة: t=<ثوانٍ منذ 1970>,v1=<HMAC-SHA256 بالست عشري>',
    window: 'ارفض التوقيعات الأقدم من 5 دقائق (إعادة إرسال جسم قديم)',
    compare: 'قارن في زمن ثابت',
    dedupe: 'قد يصل الحدث أكثر من مرة وبغير ترتيبه: تجاهل معرّفًا عالجته، ورتّب أحداث الطلب بـ sequence',
  },
  en: {
    raw: 'Read the raw body: the signature covers the text as sent, not parsed JSON',
    parts: 'The header: t=<unix seconds>,v1=<hex HMAC-SHA256>',
    window: 'Refuse signatures older than 5 minutes (a replayed old body)',
    compare: 'Compare in constant time',
    dedupe: 'An event may arrive more than once and out of order: skip an id you handled, order by sequence',
  },
} satisfies Record<Language, WebhookVerifyComments>;

export const verifySnippet = (lang: Language): string => webhookVerifySnippet(comments[lang]);

/** How a receiver checks `X-Courier-Signature` (decision 030), as a copyable Node server. */
export function WebhookVerifySnippet() {
  const { t } = useTranslation('settings');
  const code = verifySnippet(useLanguage());
  return (
    <section aria-labelledby="webhook-verify-title">
      <Group justify="space-between" align="flex-start" mb="xs" gap="xs">
        <Title order={3} size="h5" id="webhook-verify-title">
          {t('webhooks.verifyTitle')}
        </Title>
        <CopyTextButton value={code} label={t('api.copyExample')} />
      </Group>
      <Text size="sm" mb="sm">
        {t('webhooks.verifyText')}
      </Text>
      <CodeBlock>{code}</CodeBlock>
    </section>
  );
}
