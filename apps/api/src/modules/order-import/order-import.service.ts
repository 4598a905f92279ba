import type { MessageKey } from '@courier/contracts';
import { columnOf, type ImportField } from './columns';
import { createImportIntake } from './order-import-intake.service';
import { createPlainImport } from './order-import-plain.service';
import { createImportShared, type OrderImportDeps } from './order-import-shared';
import { createSmartImport } from './order-import-smart.service';

/**
 * Orders from spreadsheets (spec §4, §7): the plain upload (places by name or id), the smart upload
 * (places guessed from free text; doubtful rows wait for the merchant) and its correction, and a store's
 * orders. A file is checked as bytes before it is parsed (R11), every row with the order form's schema,
 * and its orders are created all together or not at all, with the import recorded in the same
 * transaction (R3). The module's one service for the routes and the other modules (decision 041): each
 * part is a file, over what they share (order-import-shared.ts).
 */

export type { ImportSettings, Upload } from './order-import-shared';
export type { OutsideOrder, OutsideOutcome } from './order-import-intake.service';
export type { RowFields } from './order-rows';
/** For other modules building rows (store plugins): every field empty. */
export { emptyRowFields } from './order-rows';
/** The catalog key naming a field, as the sheet's column does (a refused store order's notification). */
export const importFieldLabel = (field: ImportField): MessageKey => columnOf(field).label;

export function createOrderImportService(deps: OrderImportDeps) {
  const shared = createImportShared(deps);
  return {
    ...createPlainImport(deps, shared),
    ...createSmartImport(deps, shared),
    ...createImportIntake(deps, shared),
    /** The whole-address matcher on one free text (the receiver's correction, decision 067). */
    matchWholeAddress: async (text: string) => (await shared.geo()).address.matchAddress(text),
  };
}

export type OrderImportService = ReturnType<typeof createOrderImportService>;
