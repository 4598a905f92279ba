import {
  missionStatusByCode,
  missionStatusLabelKey,
  missionTypeByCode,
  missionTypeLabelKey,
  orderStatusByCode,
  orderStatusLabelKey,
  translate,
  type Language,
  type MessageKey,
  type Mission,
  type MissionPreviewType,
  type Order,
} from '@courier/contracts';
import type { SheetColumn } from '../../lib/xlsx/sheet-stream';
import { sheetTime } from '../../lib/iso-time';

/**
 * The missions' spreadsheets (`mission/excel`, `export-my-missions`): a header row in the caller's
 * language and a row per mission or order, every text escaped by `safeCell` (lib/xlsx)
 * (docs/quality.md R11), written by the one sheet writer (lib/xlsx/sheet-stream.ts) as the orders export is.
 */

const label = (key: MessageKey | undefined, code: number, lang: Language) =>
  key ? translate(key, lang) : String(code);
const missionType = (code: number, lang: Language) => {
  const name = missionTypeByCode(code);
  return label(name && missionTypeLabelKey(name), code, lang);
};
const missionStatus = (code: number, lang: Language) => {
  const name = missionStatusByCode(code);
  return label(name && missionStatusLabelKey(name), code, lang);
};
const orderStatus = (code: number, lang: Language) => {
  const name = orderStatusByCode(code);
  return label(name && orderStatusLabelKey(name), code, lang);
};

/** Every mission field of the details screen. */
export const missionColumns: SheetColumn<Mission>[] = [
  { label: 'missionColumn.code', width: 12, value: (m) => m.code },
  { label: 'missionColumn.type', width: 16, value: (m, lang) => missionType(m.type, lang) },
  { label: 'missionColumn.status', width: 16, value: (m, lang) => missionStatus(m.status, lang) },
  { label: 'missionColumn.created_at', width: 20, value: (m) => sheetTime(m.created_at) },
  { label: 'missionColumn.due_date', width: 12, value: (m) => m.due_date },
  { label: 'missionColumn.execution_date', width: 20, value: (m) => sheetTime(m.execution_date) },
  { label: 'missionColumn.month', width: 9, value: (m) => m.month },
  { label: 'missionColumn.captain', width: 18, value: (m) => m.captain?.name ?? null },
  { label: 'missionColumn.branch', width: 18, value: (m) => m.branch?.name ?? null },
  {
    label: 'missionColumn.address',
    width: 36,
    value: (m) => (m.address ? `${m.address.title}: ${m.address.address}، ${m.address.area}` : null),
  },
  { label: 'missionColumn.payment_way', width: 18, value: (m) => m.payment_way?.title ?? null },
  { label: 'missionColumn.account_number', width: 20, value: (m) => m.bank_account?.account_number ?? null },
  { label: 'missionColumn.amount', width: 12, value: (m) => m.amount },
  { label: 'missionColumn.orders_count', width: 8, value: (m) => m.orders_count },
  {
    label: 'missionColumn.termination_reason',
    width: 24,
    value: (m) =>
      m.termination_reason
        ? [m.termination_reason.name, m.termination_note].filter(Boolean).join(': ')
        : null,
  },
  { label: 'missionColumn.notes', width: 24, value: (m) => m.notes },
];

const code: SheetColumn<Order> = { label: 'orderColumn.code', width: 12, value: (o) => o.code };
const receiver: SheetColumn<Order> = { label: 'orderColumn.receiver', width: 22, value: (o) => o.receiver };
const status: SheetColumn<Order> = {
  label: 'orderColumn.status',
  width: 14,
  value: (o, lang) => orderStatus(o.status, lang),
};
const amount: SheetColumn<Order> = {
  label: 'orderColumn.amount_to_be_collected',
  width: 14,
  value: (o) => o.amount_to_be_collected,
};

/** The columns of each `mission/excel` type: 1 the orders, 2 their money, 3 the returns. */
export function missionOrderColumns(type: MissionPreviewType): SheetColumn<Order>[] {
  if (type === 2) {
    return [
      code,
      receiver,
      status,
      amount,
      { label: 'orderColumn.received_amount', width: 14, value: (o) => o.received_amount },
      { label: 'orderColumn.shipping_cost', width: 12, value: (o) => o.shipping_cost },
      { label: 'orderColumn.cash_amount', width: 14, value: (o) => o.cash_amount },
    ];
  }
  if (type === 3) {
    return [
      code,
      receiver,
      { label: 'orderColumn.phone1', width: 14, value: (o) => o.phone1 },
      status,
      { label: 'orderColumn.return_reason', width: 24, value: (o) => o.return_reason },
      {
        label: 'orderColumn.return_to_sender_date',
        width: 20,
        value: (o) => sheetTime(o.return_to_sender_date),
      },
    ];
  }
  return [
    code,
    { label: 'orderColumn.bar_code', width: 14, value: (o) => o.bar_code },
    receiver,
    { label: 'orderColumn.phone1', width: 14, value: (o) => o.phone1 },
    { label: 'orderColumn.government', width: 14, value: (o) => o.government },
    { label: 'orderColumn.area', width: 18, value: (o) => o.area },
    { label: 'orderColumn.address', width: 36, value: (o) => o.address },
    { label: 'orderColumn.content', width: 18, value: (o) => o.content },
    amount,
    status,
  ];
}
