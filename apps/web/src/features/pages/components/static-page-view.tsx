import type { Language, StaticPage } from '@courier/contracts';
import { Text, Title } from '@mantine/core';

/** A short numbered line ("3. Orders and packaging") opens a section of the page. */
const sectionHeading = /^\d{1,2}[.)]\s+\S.{0,80}$/;

/**
 * The page's content in the reader's language. The server stores plain text (never HTML, so nothing
 * here can inject markup): blank lines separate paragraphs, numbered short lines become headings.
 */
export function StaticPageView({ page, lang }: { page: StaticPage; lang: Language }) {
  const content = lang === 'ar' ? page.content_ar : page.content_en;
  const blocks = content
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0);
  return (
    <div>
      {blocks.map((block, i) =>
        sectionHeading.test(block) ? (
          <Title key={i} order={2} size="h4" mt="lg" mb="xs">
            {block}
          </Title>
        ) : (
          <Text key={i} mb="sm" style={{ whiteSpace: 'pre-line' }}>
            {block}
          </Text>
        ),
      )}
    </div>
  );
}

export function staticPageTitle(page: StaticPage, lang: Language): string {
  return lang === 'ar' ? page.title_ar : page.title_en;
}
