import type { Order } from '@courier/contracts';
import type { PrintSender } from '../utils/sender';
import { Barcode } from './barcode';
import { PrintField } from './print-field';
import { usePrintTexts } from './use-print-texts';
import classes from './order-print.module.css';

interface AirwayBillProps {
  order: Order;
  sender: PrintSender;
}

/** One order's airway bill: half an A4 sheet (two per page when printed). */
export function AirwayBill({ order, sender }: AirwayBillProps) {
  const { t, or, money, day, phones } = usePrintTexts();
  const titleId = `bill-${order.id}`;
  return (
    <article className={classes.bill} aria-labelledby={titleId}>
      <header className={classes.billHeader}>
        <div>
          <h2 id={titleId} className={classes.docTitle}>
            {t('print.airwayBill')}
          </h2>
          <dl className={classes.fields}>
            <PrintField label={t('print.code')} ltr strong>
              {order.code}
            </PrintField>
            <PrintField label={t('print.date')}>{day(order)}</PrintField>
          </dl>
        </div>
        <div className={classes.billCode}>
          <Barcode value={order.code} label={t('print.barcode', { code: order.code })} />
          <span dir="ltr" className={classes.codeText}>
            {order.code}
          </span>
        </div>
      </header>

      <div className={classes.parties}>
        <section className={classes.box} aria-label={t('print.sender')}>
          <h3 className={classes.boxTitle}>{t('print.sender')}</h3>
          <dl className={classes.fields}>
            <PrintField label={t('print.name')}>{or(sender.client)}</PrintField>
            {order.second_client && (
              <PrintField label={t('print.onBehalfOf')}>{order.second_client}</PrintField>
            )}
            {sender.company && <PrintField label={t('print.company')}>{sender.company}</PrintField>}
            {order.invoice_number && (
              <PrintField label={t('print.invoice')} ltr>
                {order.invoice_number}
              </PrintField>
            )}
          </dl>
        </section>
        <section className={classes.box} aria-label={t('print.receiver')}>
          <h3 className={classes.boxTitle}>{t('print.receiver')}</h3>
          <dl className={classes.fields}>
            <PrintField label={t('print.name')} strong>
              {order.receiver}
            </PrintField>
            <PrintField label={t('print.phone')} ltr>
              {phones(order)}
            </PrintField>
            <PrintField label={t('print.destination')}>
              {order.government} / {order.area}
            </PrintField>
            <PrintField label={t('print.address')}>{order.address}</PrintField>
          </dl>
        </section>
      </div>

      <dl className={`${classes.fields} ${classes.details}`}>
        <PrintField label={t('print.content')}>{order.content}</PrintField>
        <PrintField label={t('print.amount')} strong className={classes.amount}>
          {money(order.amount_to_be_collected)}
        </PrintField>
        <PrintField label={t('print.shippingCost')}>{money(order.shipping_cost)}</PrintField>
        <PrintField label={t('print.courier')}>{or(order.captain)}</PrintField>
        <PrintField label={t('print.branch')}>{or(order.branch)}</PrintField>
        <PrintField label={t('print.notes')} className={classes.wide}>
          {or(order.notes)}
        </PrintField>
      </dl>

      <footer className={classes.signatures}>
        <span>{t('print.receiverSignature')}</span>
        <span>{t('print.courierSignature')}</span>
      </footer>
    </article>
  );
}
