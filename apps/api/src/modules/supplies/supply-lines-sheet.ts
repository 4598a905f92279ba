import { supplyMethodLabelKey, translate, type SupplyMethod } from '@courier/contracts';
import { sheetTime } from '../../lib/iso-time';
import { moneyCell } from '../../lib/xlsx/cells';
import type { SheetColumn } from '../../lib/xlsx/sheet-stream';
import type { SupplyLineRow } from './supplies.repository';

/** A supplied order and whether its cash reached the company (a captain's hand-in took it, decision 058). */
export type SupplyLine = SupplyLineRow & { cashIn: boolean };

/**
 * A statement line's kind (decision 076), as the statement screen marks it: a delivery's net, or the
 * return fee charged on a parcel brought back. The merchant's statement and the desk's export both write it.
 */
export const supplyKindColumn: SheetColumn<{ kind: 'delivery' | 'return' }> = {
  label: 'supplyColumn.kind',
  width: 14,
  value: (l, lang) => translate(`supplyLineKind.${l.kind}`, lang),
};

/**
 * The supplies desk's export (issue 36 §8): a row per supplied order with its supply, merchant and money,
 * and whether the captain handed its cash in, streamed by the one sheet writer (lib/xlsx/sheet-stream.ts).
 */
export const supplyLineColumns: SheetColumn<SupplyLine>[] = [
  { label: 'supplyColumn.id', width: 10, value: (l) => l.supplyId },
  { label: 'supplyColumn.supplied_on', width: 12, value: (l) => l.suppliedOn },
  { label: 'supplyColumn.client', width: 22, value: (l) => l.client },
  {
    label: 'supplyColumn.method',
    width: 14,
    value: (l, lang) => translate(supplyMethodLabelKey(l.method as SupplyMethod), lang),
  },
  { label: 'supplyColumn.reference', width: 18, value: (l) => l.reference },
  { label: 'supplyColumn.code', width: 12, value: (l) => l.code },
  supplyKindColumn,
  { label: 'supplyColumn.receiver', width: 22, value: (l) => l.receiver },
  { label: 'supplyColumn.delivery_date', width: 17, value: (l) => sheetTime(l.deliveryDate) },
  { label: 'supplyColumn.collected', width: 14, value: (l) => moneyCell(l.collected) },
  { label: 'supplyColumn.shipping_fee', width: 14, value: (l) => moneyCell(l.fee) },
  { label: 'supplyColumn.net', width: 14, value: (l) => moneyCell(l.net) },
  {
    label: 'supplyColumn.cash_in',
    width: 16,
    value: (l, lang) => translate(l.cashIn ? 'supplyCashIn.yes' : 'supplyCashIn.no', lang),
  },
];
