import {
  formatMoney,
  opsOverdueRules,
  orderStatusByCode,
  orderStatusLabelKey,
  translate,
  type OpsDashboard as Figures,
} from '@courier/contracts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useLanguage } from '@/lib/i18n';
import { useOpsDashboard } from '../api/get-ops-dashboard';
import { useOpsDashboardLive } from '../api/use-ops-dashboard-live';
import { FigureTile } from './figure-tile';
import { opsFigureLinks as links } from './ops-dashboard-links';
import classes from './ops-dashboard.module.css';

const grid = { base: 2, xs: 3, md: 4, xl: 6 };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Tiles({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={grid} spacing="sm" component="ul" className={classes.plainList}>
      {children}
    </SimpleGrid>
  );
}

/**
 * The console's dashboard (/ops, issue 36 §6): today, what is overdue, orders per status and per
 * branch, the cash with captains; each figure a link to its desk filtered to it. Live on the desks'
 * socket events; parts of desks the role does not read are absent.
 */
export function OpsDashboard() {
  const { t } = useTranslation('ops-dashboard');
  const figures = useOpsDashboard();
  useOpsDashboardLive();
  if (figures.error) return <ApiErrorAlert error={figures.error} />;
  if (!figures.data) return <Text c="dimmed">{t('loading')}</Text>;
  return <FiguresView figures={figures.data} />;
}

export function FiguresView({ figures }: { figures: Figures }) {
  const { t } = useTranslation('ops-dashboard');
  const lang = useLanguage();
  const { day, orders, requests, missions, tickets, chats } = figures;
  const statusLabel = (status: number) => {
    const name = orderStatusByCode(status);
    return name ? translate(orderStatusLabelKey(name), lang) : String(status);
  };
  const branches = orders ? groupByBranch(orders.by_branch) : [];
  const overdueTotal =
    (orders ? opsOverdueRules.reduce((n, r) => n + orders.overdue[r], 0) : 0) + (requests?.overdue ?? 0);

  return (
    <Stack gap="lg">
      <Section title={t('today.title', { day })}>
        <Tiles>
          {orders && (
            <li>
              <FigureTile
                value={String(orders.delivered_today)}
                label={t('today.delivered')}
                to={links.deliveredOn(day)}
              />
            </li>
          )}
          {missions && (
            <li>
              <FigureTile
                value={String(missions.pickups_today)}
                label={t('today.pickups')}
                to={links.pickups(day)}
              />
            </li>
          )}
          {orders && (
            <li>
              <FigureTile
                value={t('money', { amount: formatMoney(orders.cod_with_captains.total) })}
                label={t('today.cash', { orders: orders.cod_with_captains.orders })}
                to={links.deliveredOn(day)}
              />
            </li>
          )}
          {requests && (
            <li>
              <FigureTile
                value={String(requests.waiting)}
                label={t('waiting.requests')}
                to={links.requests()}
              />
            </li>
          )}
          {tickets && (
            <li>
              <FigureTile value={String(tickets.waiting)} label={t('waiting.tickets')} to={links.tickets()} />
            </li>
          )}
          {chats && (
            <li>
              <FigureTile value={String(chats.waiting)} label={t('waiting.chats')} to={links.chats()} />
            </li>
          )}
        </Tiles>
      </Section>

      {(orders || requests) && (
        <Section title={t('overdue.title', { total: overdueTotal })}>
          <Tiles>
            {orders &&
              opsOverdueRules.map((rule) => (
                <li key={rule}>
                  <FigureTile
                    value={String(orders.overdue[rule])}
                    label={t(`overdue.${rule}`)}
                    to={links.overdue(rule)}
                    alert={orders.overdue[rule] > 0}
                  />
                </li>
              ))}
            {requests && (
              <li>
                <FigureTile
                  value={String(requests.overdue)}
                  label={t('overdue.requests')}
                  to={links.overdueRequests()}
                  alert={requests.overdue > 0}
                />
              </li>
            )}
          </Tiles>
        </Section>
      )}

      {orders && (
        <Section title={t('byStatus.title')}>
          <Tiles>
            {orders.by_status.map(({ status, count }) => (
              <li key={status}>
                <FigureTile value={String(count)} label={statusLabel(status)} to={links.status(status)} />
              </li>
            ))}
          </Tiles>
        </Section>
      )}

      {orders && (
        <Section title={t('byBranch.title')}>
          {branches.length === 0 ? (
            <Text c="dimmed">{t('byBranch.empty')}</Text>
          ) : (
            branches.map((branch) => (
              <Stack key={branch.id} gap={4}>
                <Title order={3} size="h5">
                  {branch.name}
                </Title>
                <Tiles>
                  {branch.cells.map(({ status, count }) => (
                    <li key={status}>
                      <FigureTile
                        value={String(count)}
                        label={statusLabel(status)}
                        to={links.branch(branch.id, status)}
                      />
                    </li>
                  ))}
                </Tiles>
              </Stack>
            ))
          )}
        </Section>
      )}

      {orders && (
        <Section title={t('cash.title')}>
          {orders.cod_with_captains.by_captain.length === 0 ? (
            <Text c="dimmed">{t('cash.empty')}</Text>
          ) : (
            <Tiles>
              {orders.cod_with_captains.by_captain.map((c) => (
                <li key={c.captain_id}>
                  <FigureTile
                    value={t('money', { amount: formatMoney(c.total) })}
                    label={t('cash.captain', { name: c.name, orders: c.orders })}
                    to={links.captainCash(day, c.captain_id)}
                  />
                </li>
              ))}
            </Tiles>
          )}
        </Section>
      )}
    </Stack>
  );
}

/** The per-branch rows (branch × status) as one group per branch, in the server's order. */
export function groupByBranch(rows: NonNullable<Figures['orders']>['by_branch']) {
  const groups = new Map<number, { id: number; name: string; cells: { status: number; count: number }[] }>();
  for (const row of rows) {
    const group = groups.get(row.branch_id) ?? { id: row.branch_id, name: row.name, cells: [] };
    group.cells.push({ status: row.status, count: row.count });
    groups.set(row.branch_id, group);
  }
  return [...groups.values()];
}
