import type { Faq } from '@courier/contracts';
import { Accordion, Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { builtScreen, isScreenBuilt } from '@/config/paths';

/**
 * Questions and answers as an accordion: each question is a button (`aria-expanded`, `aria-controls`)
 * that opens its answer region; the arrow keys move between questions.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const { t } = useTranslation(['dashboard', 'shell']);
  // An answer that sends the reader to a screen not built yet stays hidden until it is (config/paths.ts).
  const shown = faqs.filter((faq) => isScreenBuilt(faq.screen));
  if (shown.length === 0) return <Text c="dimmed">{t('dashboard:faq.empty')}</Text>;
  return (
    <Accordion variant="separated" radius="md" order={2}>
      {shown.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)}>
          <Accordion.Control>
            <Text fw={600} component="span">
              {faq.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text style={{ whiteSpace: 'pre-line' }}>{faq.answer}</Text>
            <ScreenLink name={faq.screen} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The screen an answer sends the reader to, one click away once it is built (path without parameters). */
function ScreenLink({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation(['dashboard', 'shell']);
  const entry = name ? builtScreen(name) : undefined;
  if (!entry?.titleKey || entry.path.includes(':')) return null;
  return (
    <Anchor component={Link} to={entry.path} display="inline-block" mt="xs">
      {t('dashboard:faq.open', { page: t(`shell:pages.${entry.titleKey}`) })}
    </Anchor>
  );
}
