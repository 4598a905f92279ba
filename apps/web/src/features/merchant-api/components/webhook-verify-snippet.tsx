import type { Language } from '@courier/contracts';
import { Code, Group, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/i18n';
import { CopyTextButton } from '@/components/ui/copy-text-button';

/** The code's comments in the reader's language; the code itself stays as Node reads it. */
const comments = {
  ar: {
    raw: 'اقرأ الجسم خامًا: التوقيع على النص كما وصل، لا على JSON بعد تحليله',
    parts: 'الترويسة: t=<ثوانٍ منذ 1970>,v1=<HMAC-SHA256 بالست عشري>',
    window: 'ارفض التوقيعات الأقدم من 5 دقائق (إعادة إرسال جسم قديم)',
    compare: 'قارن في زمن ثابت',
    dedupe: 'قد يصل الحدث أكثر من مرة: تجاهل معرّفًا عالجته من قبل',
  },
  en: {
    raw: 'Read the raw body: the signature covers the text as sent, not parsed JSON',
    parts: 'The header: t=<unix seconds>,v1=<hex HMAC-SHA256>',
    window: 'Refuse signatures older than 5 minutes (a replayed old body)',
    compare: 'Compare in constant time',
    dedupe: 'An event may arrive more than once: skip an id you already handled',
  },
} satisfies Record<Language, Record<string, string>>;

export function verifySnippet(lang: Language): string {
  const c = comments[lang];
  return `import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const secret = process.env.COURIER_WEBHOOK_SECRET; // whsec_…

createServer((req, res) => {
  // ${c.raw}
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    // ${c.parts}
    const header = req.headers['x-courier-signature'] ?? '';
    const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
    const t = Number(parts.t);
    // ${c.window}
    const fresh = Math.abs(Date.now() / 1000 - t) < 300;
    const expected = createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest('hex');
    // ${c.compare}
    const ok =
      fresh &&
      typeof parts.v1 === 'string' &&
      parts.v1.length === expected.length &&
      timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
    if (!ok) return res.writeHead(400).end();
    const event = JSON.parse(body);
    // ${c.dedupe}
    console.log(event.id, event.type, event.data);
    res.writeHead(200).end();
  });
}).listen(3000);`;
}

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
      <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {code}
      </Code>
    </section>
  );
}
