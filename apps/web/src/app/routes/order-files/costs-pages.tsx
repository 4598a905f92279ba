import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { CostsTable } from '@/features/costs/components/costs-table';
import type { CostKind } from '@/features/costs/api/cost-keys';

/** `/ClientCosts` and `/ClientOfficeCosts`: one screen each, with a link to the other table. */
export function CostsScreen({ kind }: { kind: CostKind }) {
  const { t } = useTranslation(['shell', 'costs']);
  const home = kind === 'client';
  return (
    <>
      <PageTitle>{t(home ? 'pages.clientCosts' : 'pages.clientOfficeCosts')}</PageTitle>
      <Text mb="xs" maw={720}>
        {t(home ? 'costs:costs.intro' : 'costs:costs.officeIntro')}
      </Text>
      <Anchor
        component={Link}
        to={home ? paths.clientOfficeCosts.path : paths.clientCosts.path}
        size="sm"
        display="inline-block"
        mb="md"
      >
        {t(home ? 'costs:costs.otherTable' : 'costs:costs.otherTableHome')}
      </Anchor>
      {/* Keyed: the other table starts from its own first page and search. */}
      <CostsTable key={kind} kind={kind} />
    </>
  );
}
