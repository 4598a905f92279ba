import { formatMoney } from '@courier/contracts';
import { Anchor, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarDue, IconCash, IconWallet, type Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { paths } from '@/config/paths';
import { formatAmountShort, formatDay, formatWeekday } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { useBalance } from '../api/get-balance';
import classes from './dashboard.module.css';

function Figure({
  icon: FigureIcon,
  label,
  value,
  detail,
}: {
  icon: Icon;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
}) {
  const labelId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={labelId}
      withBorder
      radius="md"
      p="md"
      className={classes.figure}
    >
      <ThemeIcon size="lg" radius="md" variant="light" color="blue" aria-hidden="true">
        <FigureIcon size={22} />
      </ThemeIcon>
      <div className={classes.figureText}>
        <Text id={labelId} size="sm" c="dimmed" fw={600} component="h3" m={0}>
          {label}
        </Text>
        <Text fz={{ base: 24, sm: 28 }} fw={700} lh={1.2}>
          {value}
        </Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
      </div>
    </Paper>
  );
}

/**
 * spec §3 Balance: what the courier holds for the client, everything supplied so far, and the next
 * supply day. Big figures are shortened above 999 (spec §9, "6.9k"); the exact amount is beside them.
 */
export function BalanceSummary({ balance }: { balance: ReturnType<typeof useBalance> }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  if (balance.isError) return <ApiErrorAlert error={balance.error} onRetry={() => void balance.refetch()} />;
  if (!balance.data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={104} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const { total_balance, total_supplied_balance, next_supply, payout_date } = balance.data;
  const money = (value: string) => t('money', { amount: value });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Figure
          icon={IconWallet}
          label={t('balance.total')}
          value={money(formatAmountShort(total_balance))}
          detail={
            payout_date
              ? t('balance.arriving', {
                  amount: money(formatMoney(total_balance)),
                  day: formatDay(payout_date, lang),
                })
              : t('balance.exact', { amount: money(formatMoney(total_balance)) })
          }
        />
        <Figure
          icon={IconCash}
          label={t('balance.supplied')}
          value={money(formatAmountShort(total_supplied_balance))}
          detail={t('balance.exact', { amount: money(formatMoney(total_supplied_balance)) })}
        />
        <Figure
          icon={IconCalendarDue}
          label={t('balance.nextSupply')}
          value={next_supply ? formatDay(next_supply, lang) : t('balance.noSupply')}
          detail={next_supply ? formatWeekday(next_supply, lang) : undefined}
        />
      </SimpleGrid>
      <Anchor component={Link} to={paths.supplies.path} size="sm" mt="xs" display="inline-block">
        {t('balance.statements')}
      </Anchor>
    </>
  );
}
