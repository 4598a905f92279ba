import { resendTypes, type Order, formatMoney } from '@courier/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { DetailSection as Section } from '@/components/ui/detail-section';
import { StatusBadge } from '@/components/ui/status-badge';
import { useLanguage } from '@/lib/i18n';
import { formatDateTime, formatDay } from '@/lib/format';
import { usePayoutText } from './use-payout-text';

/** Every field of an order (spec §3) in groups: receiver, shipment, money, dates, courier. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const payout = usePayoutText()(order);
  const ltr = (value: string | null) => (value ? <span dir="ltr">{value}</span> : null);
  // What users typed (names, addresses) keeps its own direction inside a sentence of the other one.
  const own = (value: string | null) => (value ? <bdi>{value}</bdi> : null);
  const money = (value: string | null) =>
    value === null ? null : t('money', { amount: formatMoney(value) });
  const moment = (value: string | null) => (value ? formatDateTime(value, lang) : null);
  const yesNo = (flag: boolean) => (flag ? t('details.yes') : t('details.no'));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Section
        title={t('details.receiverSection')}
        fields={[
          { label: t('fields.receiver'), value: own(order.receiver) },
          { label: t('fields.phone1'), value: ltr(order.phone1) },
          { label: t('fields.phone2'), value: ltr(order.phone2) },
          { label: t('fields.followUpMobile'), value: ltr(order.follow_up_mobile) },
          { label: t('fields.government'), value: own(order.government) },
          { label: t('fields.area'), value: own(order.area) },
          { label: t('fields.address'), value: own(order.address) },
        ]}
      />
      <Section
        title={t('details.shipmentSection')}
        fields={[
          { label: t('fields.code'), value: ltr(order.code) },
          { label: t('fields.barCode'), value: ltr(order.bar_code) },
          { label: t('fields.status'), value: <StatusBadge kind="order" code={order.status} /> },
          { label: t('fields.invoiceNumber'), value: ltr(order.invoice_number) },
          { label: t('fields.sender'), value: own(order.second_client) },
          { label: t('fields.content'), value: own(order.content) },
          { label: t('fields.notes'), value: own(order.notes) },
          { label: t('fields.urgent'), value: yesNo(order.is_urgent === 1) },
          {
            label: t('fields.confirmation'),
            value: order.confirmation ? t(`confirmation.states.${order.confirmation}`) : null,
          },
          { label: t('fields.returnRequested'), value: yesNo(order.return_requested === 1) },
          { label: t('fields.returnReason'), value: own(order.return_reason) },
          {
            label: t('fields.rate'),
            value: order.rate === null ? null : t('details.rate', { rate: order.rate }),
          },
        ]}
      />
      <Section
        title={t('details.moneySection')}
        fields={[
          { label: t('fields.amount'), value: money(order.amount_to_be_collected) },
          { label: t('fields.shippingCost'), value: money(order.shipping_cost) },
          { label: t('fields.receivedAmount'), value: money(order.received_amount) },
          { label: t('fields.cashAmount'), value: money(order.cash_amount) },
          // When a delivered order's cash reaches the merchant: the next supply (decision 053); else what
          // the order means for the cash (paid, or returned: none), issue 35.
          ...(order.payout_date
            ? [{ label: t('fields.payoutDate'), value: formatDay(order.payout_date, lang, true) }]
            : payout
              ? [{ label: t('fields.payout'), value: payout }]
              : []),
        ]}
      />
      <Section
        title={t('details.datesSection')}
        fields={[
          { label: t('fields.createdAt'), value: moment(order.created_at) },
          { label: t('fields.sentAt'), value: moment(order.sent_at) },
          { label: t('fields.deliveryDate'), value: moment(order.delivery_date) },
          { label: t('fields.executionDate'), value: moment(order.execution_date) },
          {
            label: t('fields.delayDate'),
            value: order.delay_date ? formatDay(order.delay_date, lang) : null,
          },
          { label: t('fields.returnToSenderDate'), value: moment(order.return_to_sender_date) },
          { label: t('fields.depositDate'), value: moment(order.deposit_date) },
        ]}
      />
      {order.resend && (
        // Where the courier is asked to take the parcel now (issue 14): the new place, or the same receiver.
        <Section
          title={t('details.resendSection')}
          fields={[
            {
              label: t('details.resendType'),
              value:
                order.resend.type === resendTypes.newAddress
                  ? t('details.resendNew')
                  : t('details.resendSame'),
            },
            ...(order.resend.type === resendTypes.newAddress
              ? [
                  { label: t('fields.government'), value: own(order.resend.government) },
                  { label: t('fields.area'), value: own(order.resend.area) },
                  { label: t('fields.address'), value: own(order.resend.address) },
                  { label: t('fields.phone1'), value: ltr(order.resend.phone) },
                ]
              : []),
            { label: t('details.resendRequestedAt'), value: moment(order.resend.requested_at) },
          ]}
        />
      )}
      <Section
        title={t('details.courierSection')}
        fields={[
          { label: t('fields.captain'), value: own(order.captain) },
          { label: t('fields.branch'), value: own(order.branch) },
        ]}
      />
    </SimpleGrid>
  );
}
