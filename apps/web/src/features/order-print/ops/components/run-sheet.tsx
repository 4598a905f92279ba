import { formatMoney, type RunSheet as Sheet } from '@courier/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Barcode } from '../../components/barcode';
import classes from './run-sheet.module.css';

/**
 * A run sheet or manifest as printed (issue 36 §4): one row per parcel with its Code 128 barcode (the
 * airway bill's), receiver, phone, address (a resend's new one, marked), COD and notes; the totals on top.
 * A4, in the page's language and direction.
 */
export function RunSheet({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation('ops-run-sheets');
  return (
    <article className={classes.sheet} aria-labelledby="run-sheet-title">
      <div className={classes.head}>
        <div>
          <Text fw={700} size="lg" id="run-sheet-title">
            {t(`kinds.${sheet.kind}`)}: {sheet.title}
          </Text>
          {sheet.subtitle && (
            <Text size="sm" dir="ltr" ta="start">
              {sheet.subtitle}
            </Text>
          )}
        </div>
        <div>
          {sheet.date && <Text size="sm">{t('day', { date: sheet.date })}</Text>}
          <Text size="sm" fw={700} data-testid="run-sheet-totals">
            {t('totals', { count: sheet.count, amount: formatMoney(sheet.total_to_collect) })}
          </Text>
        </div>
      </div>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className={classes.tableWrap} tabIndex={0} role="region" aria-labelledby="run-sheet-title">
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('code')}</th>
              <th scope="col">{t('receiver')}</th>
              <th scope="col">{t('address')}</th>
              <th scope="col">{t('cod')}</th>
              <th scope="col">{t('notes')}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.orders.map((o, i) => (
              <tr key={o.code}>
                <td>{i + 1}</td>
                <td className={classes.barcodeCell}>
                  <Barcode
                    value={o.code}
                    label={t('barcodeOf', { code: o.code })}
                    className={classes.barcode}
                  />
                  <span className={classes.code} dir="ltr">
                    {o.code}
                  </span>
                </td>
                <td>
                  {o.receiver}
                  <br />
                  <bdi dir="ltr">{[o.phone1, o.phone2].filter(Boolean).join(' / ')}</bdi>
                  <br />
                  <small>{o.client}</small>
                </td>
                <td>
                  {o.resent_to_new_address && <span className={classes.moved}>{t('resent')} </span>}
                  {o.governorate} · {o.area}
                  <br />
                  {o.address}
                </td>
                <td>
                  <bdi dir="ltr">{formatMoney(o.amount_to_be_collected)}</bdi>
                </td>
                <td>
                  {o.content}
                  {o.notes ? ` · ${o.notes}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
