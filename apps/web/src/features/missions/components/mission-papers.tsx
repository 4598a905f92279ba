import { orderStatusByCode, orderStatusLabelKey, translate, formatMoney } from '@courier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatDateTime, formatDay, formatMonth } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { MissionPapers as Papers } from '../api/get-mission-papers';
import { missionStatusName, missionTypeName } from '../utils/labels';
import classes from './mission-papers.module.css';

function Field({ label, children, ltr }: { label: string; children: ReactNode; ltr?: boolean }) {
  return (
    <div className={classes.field}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value} dir={ltr ? 'ltr' : 'auto'}>
        {children}
      </dd>
    </div>
  );
}

interface MissionPapersProps {
  papers: Papers;
  /** The mission code as a barcode (the print feature draws it; the page passes it in). */
  barcode?: ReactNode;
}

/**
 * A mission's papers (`mission/papers`) on one A4 document: the mission, the orders it carries with
 * their totals (computed by the server), and room for the client's and the captain's signatures.
 */
export function MissionPapers({ papers, barcode }: MissionPapersProps) {
  const { t } = useTranslation('missions');
  const lang = useLanguage();
  const { mission, orders, totals } = papers;
  const none = t('print.none');
  const or = (value: string | null | undefined) => (value ? value : none);
  const money = (value: string | null) =>
    value === null ? none : t('money', { amount: formatMoney(value) });
  const status = (code: number) => {
    const name = orderStatusByCode(code);
    return name ? translate(orderStatusLabelKey(name), lang) : String(code);
  };

  return (
    <article className={classes.sheet} aria-labelledby="mission-papers-title">
      <header className={classes.header}>
        <div>
          <h2 id="mission-papers-title" className={classes.title}>
            {t('print.title', { type: missionTypeName(mission.type, lang) })}
          </h2>
          <dl className={classes.fields}>
            <Field label={t('fields.code')} ltr>
              {mission.code}
            </Field>
            <Field label={t('fields.status')}>{missionStatusName(mission.status, lang)}</Field>
          </dl>
        </div>
        {barcode && (
          <div className={classes.code}>
            {barcode}
            <span dir="ltr" className={classes.codeText}>
              {mission.code}
            </span>
          </div>
        )}
      </header>

      <dl className={classes.fields}>
        <Field label={t('fields.client')}>{mission.client.name}</Field>
        <Field label={t('fields.branch')}>{or(mission.branch?.name)}</Field>
        <Field label={t('fields.captain')}>
          {mission.captain
            ? t('print.captain', { name: mission.captain.name, phone: mission.captain.phone })
            : none}
        </Field>
        <Field label={t('fields.createdAt')}>{formatDateTime(mission.created_at, lang)}</Field>
        <Field label={t('fields.dueDate')}>
          {mission.due_date ? formatDay(mission.due_date, lang, true) : none}
        </Field>
        <Field label={t('fields.executionDate')}>
          {mission.execution_date ? formatDateTime(mission.execution_date, lang) : none}
        </Field>
        <Field label={t('fields.address')}>
          {mission.address ? `${mission.address.title} — ${mission.address.address}` : none}
        </Field>
        {mission.payment_way && <Field label={t('fields.paymentWay')}>{mission.payment_way.title}</Field>}
        {mission.bank_account && (
          <Field label={t('fields.bankAccount')}>
            {mission.bank_account.bank_name} — <span dir="ltr">{mission.bank_account.account_number}</span>
          </Field>
        )}
        {mission.month && <Field label={t('fields.month')}>{formatMonth(mission.month, lang)}</Field>}
        {mission.amount !== null && <Field label={t('fields.amount')}>{money(mission.amount)}</Field>}
        {mission.notes && <Field label={t('fields.notes')}>{mission.notes}</Field>}
      </dl>

      <section aria-labelledby="mission-papers-orders">
        <h3 id="mission-papers-orders" className={classes.sectionTitle}>
          {t('print.orders', { count: totals.count })}
        </h3>
        {orders.length === 0 ? (
          <p>{t('print.noOrders')}</p>
        ) : (
          <div
            className={classes.tableWrap}
            role="region"
            aria-labelledby="mission-papers-orders"
            tabIndex={0}
          >
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">{t('print.number')}</th>
                  <th scope="col">{t('fields.orderCode')}</th>
                  <th scope="col">{t('fields.receiver')}</th>
                  <th scope="col">{t('print.phone')}</th>
                  <th scope="col">{t('print.destination')}</th>
                  <th scope="col">{t('previews.amountToBeCollected')}</th>
                  <th scope="col">{t('fields.orderStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order, index) => (
                  <tr key={order.id}>
                    <td>{index + 1}</td>
                    <th scope="row" dir="ltr" className={classes.nowrap}>
                      {order.code}
                    </th>
                    <td dir="auto">{order.receiver}</td>
                    <td dir="ltr" className={classes.nowrap}>
                      {order.phone1}
                    </td>
                    <td dir="auto">{`${order.government} / ${order.area}`}</td>
                    <td className={classes.nowrap}>{money(order.amount_to_be_collected)}</td>
                    <td>{status(order.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={classes.totals} aria-labelledby="mission-papers-totals">
        <h3 id="mission-papers-totals" className={classes.sectionTitle}>
          {t('print.totals')}
        </h3>
        <dl className={classes.fields}>
          <Field label={t('previews.count')}>{String(totals.count)}</Field>
          <Field label={t('previews.amountToBeCollected')}>{money(totals.amount_to_be_collected)}</Field>
          <Field label={t('previews.receivedAmount')}>{money(totals.received_amount)}</Field>
          <Field label={t('previews.shippingCost')}>{money(totals.shipping_cost)}</Field>
          <Field label={t('previews.net')}>{money(totals.net)}</Field>
        </dl>
      </section>

      <div className={classes.signatures}>
        <span>{t('print.clientSignature')}</span>
        <span>{t('print.captainSignature')}</span>
      </div>
    </article>
  );
}
