import type { Order } from '@courier/contracts';
import type { PrintSender } from '../utils/sender';
import { Barcode } from './barcode';
import { PrintField } from './print-field';
import { usePrintTexts } from './use-print-texts';
import classes from './order-print.module.css';

interface ShippingStickerProps {
  order: Order;
  sender: PrintSender;
}

/** One order's 10 × 15 cm sticker (one per printed page). */
export function ShippingSticker({ order, sender }: ShippingStickerProps) {
  const { t, or, money, day, phones } = usePrintTexts();
  const titleId = `sticker-${order.id}`;
  return (
    <article className={classes.sticker} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.visuallyHidden}>
        {t('print.sticker')} <span dir="ltr">{order.code}</span>
      </h2>
      <div className={classes.stickerCode}>
        <Barcode value={order.code} label={t('print.barcode', { code: order.code })} />
        <span dir="ltr" className={classes.codeText}>
          {order.code}
        </span>
      </div>
      <p className={classes.destination}>
        <span className={classes.visuallyHidden}>{t('print.destination')}: </span>
        {order.government} / {order.area}
      </p>
      <dl className={`${classes.fields} ${classes.stickerFields}`}>
        <PrintField label={t('print.receiver')} strong>
          {order.receiver}
        </PrintField>
        <PrintField label={t('print.phone')} ltr strong>
          {phones(order)}
        </PrintField>
        <PrintField label={t('print.address')}>{order.address}</PrintField>
        <PrintField label={t('print.amount')} strong className={classes.amount}>
          {money(order.amount_to_be_collected)}
        </PrintField>
        <PrintField label={t('print.content')}>{order.content}</PrintField>
        <PrintField label={t('print.sender')}>
          {[sender.client, order.second_client, sender.company].filter(Boolean).join(' / ') || or(null)}
        </PrintField>
        <PrintField label={t('print.notes')}>{or(order.notes)}</PrintField>
      </dl>
      <dl className={`${classes.fields} ${classes.stickerFooter}`}>
        <PrintField label={t('print.date')}>{day(order)}</PrintField>
        <PrintField label={t('print.courier')}>{or(order.captain)}</PrintField>
      </dl>
    </article>
  );
}
