import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { generatePath, Link, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useFaq } from '@/features/faq/api/get-faq';
import { faqCategories } from '@/features/faq/utils/faq-categories';
import { FaqList } from '@/features/faq/components/faq-list';

const faqPath = (name: string) => generatePath(paths.faq.path, { name });

/** `/faq/:name` (spec §2 `/faq/{name}`): one category's questions and answers, the others one click away. */
export function FaqPage() {
  const { t } = useTranslation(['dashboard', 'shell', 'common']);
  const { name: param = 'all' } = useParams();
  const name = param.toLowerCase();
  const faq = useFaq(name);
  const known = (faqCategories as readonly string[]).includes(name);
  const title = known ? t('faq.title', { category: t(`faq.categories.${name}`) }) : t('shell:pages.faq');

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <nav aria-label={t('faq.categoriesLabel')} style={{ marginBlockEnd: 'var(--mantine-spacing-md)' }}>
        <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {faqCategories.map((category) => (
            <li key={category}>
              <Button
                component={Link}
                to={faqPath(category)}
                size="compact-md"
                variant={category === name ? 'filled' : 'default'}
                aria-current={category === name ? 'page' : undefined}
              >
                {t(`faq.categories.${category}`)}
              </Button>
            </li>
          ))}
        </Group>
      </nav>
      {faq.isPending && <LoadingBlocks heights={[52, 52, 52, 52]} gap="sm" />}
      {faq.isError && <ApiErrorAlert error={faq.error} onRetry={() => void faq.refetch()} />}
      {faq.data && <FaqList faqs={faq.data} />}
    </>
  );
}
