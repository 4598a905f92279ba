import { translate, type HandIn } from '@courier/contracts';
import { sheetTime } from '../../lib/iso-time';
import { moneyCell } from '../../lib/xlsx/cells';
import type { SheetColumn } from '../../lib/xlsx/sheet-stream';

/**
 * The captains' cash export (issue 36 §8): a row per hand-in, as the desk's list shows it, written by the
 * one streamed sheet writer (lib/xlsx/sheet-stream.ts). Amounts are the SQL's exact decimals.
 */
export const handInColumns: SheetColumn<HandIn>[] = [
  { label: 'handInColumn.id', width: 10, value: (h) => h.id },
  { label: 'handInColumn.captain', width: 22, value: (h) => h.captain },
  { label: 'handInColumn.handed_on', width: 12, value: (h) => h.handed_on },
  { label: 'handInColumn.orders_count', width: 9, value: (h) => h.orders_count },
  { label: 'handInColumn.expected', width: 14, value: (h) => moneyCell(h.expected) },
  { label: 'handInColumn.handed', width: 14, value: (h) => moneyCell(h.handed) },
  { label: 'handInColumn.difference', width: 14, value: (h) => moneyCell(h.difference) },
  { label: 'handInColumn.state', width: 12, value: (h, lang) => translate(`handIn.state.${h.state}`, lang) },
  { label: 'handInColumn.note', width: 28, value: (h) => h.note },
  { label: 'handInColumn.staff', width: 18, value: (h) => h.staff_name },
  { label: 'handInColumn.settled_at', width: 17, value: (h) => sheetTime(h.settled_at) },
  { label: 'handInColumn.settle_note', width: 28, value: (h) => h.settle_note },
];
