import { normalizePhoneInput } from '@courier/contracts';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import type { ImportField } from './columns';
import { learntPlace, type PendingImport } from './import-corrections';
import type { ImportShared, OrderImportDeps } from './order-import-shared';
import { checkRow, type RowFields, type RowIssue } from './order-rows';

// A store's orders (decision 032): one order from outside a spreadsheet, placed from its whole address,
// created at once or queued beside the smart uploads' doubtful rows.

/** Fields of a store order the merchant can fix in the waiting list (the store never resends it). */
const FIXABLE = new Set<ImportField>(['phone1', 'phone2']);

/**
 * An order from outside a spreadsheet (a store's webhook). `key` is unique per client and source (it is
 * the waiting row's file hash); `label` names it in the correction queue; the places are read from
 * `fields.address` by the whole-address matcher.
 */
export interface OutsideOrder {
  key: string;
  label: string;
  fields: RowFields;
}

export type OutsideOutcome =
  | { state: 'created'; orderId: number; code: string }
  | { state: 'queued'; importId: number; issues?: RowIssue[] }
  | { state: 'invalid'; issues: RowIssue[] };

export function createImportIntake(deps: OrderImportDeps, { geo }: ImportShared) {
  return {
    /**
     * One order from outside a spreadsheet (a store's webhook): checked with the form's schema, its place
     * read from the whole address; a confident place makes a saved order through the orders service, an
     * unsure one waits in the correction queue as a one-row upload keyed `order.key`, where the merchant
     * corrects spreadsheet rows. One transaction, which the caller joins: `claim` first (false: already
     * received, nothing is done), `record` last with the outcome.
     */
    async intake(
      session: AuthContext,
      order: OutsideOrder,
      caller: {
        claim: (tx: Db) => Promise<boolean>;
        record: (outcome: OutsideOutcome, tx: Db) => Promise<void>;
      },
    ): Promise<OutsideOutcome | { state: 'duplicate' }> {
      // Read before the transaction: on the embedded database it holds the only connection.
      const [{ address, names }, actor, learnt] = await Promise.all([
        geo(),
        deps.orders.actorFor(session),
        deps.imports.aliases(session.clientId),
      ]);
      const { form, issues } = checkRow({
        ...order.fields,
        phone1: normalizePhoneInput(order.fields.phone1),
        phone2: normalizePhoneInput(order.fields.phone2),
      });
      const known = learntPlace(learnt, names, '', order.fields.address);
      const match = known
        ? { confident: true, governorateId: known.governorateId, areaId: known.areaId }
        : address.matchAddress(order.fields.address);
      return deps.transaction(async (tx) => {
        if (!(await caller.claim(tx))) return { state: 'duplicate' as const };
        const outcome = await place(tx);
        await caller.record(outcome, tx);
        return outcome;
      });

      async function place(tx: Db): Promise<OutsideOutcome> {
        // Refused for a phone only: it waits in the list for the merchant's fix (the store never resends).
        if (!form && issues.every((i) => FIXABLE.has(i.field))) {
          const waiting: PendingImport = {
            rows: [{ row: 1, form: null, fields: order.fields, government: null, area: null }],
            unpredicted: [{ row: 1, government_text: '', area_text: order.fields.address, fix: issues }],
          };
          return { state: 'queued', importId: await queue(waiting, tx), issues };
        }
        if (!form) return { state: 'invalid', issues };
        if (match.confident && match.governorateId !== null && match.areaId !== null) {
          const at = { government: match.governorateId, area: match.areaId };
          const [created] = await deps.orders.createMany(
            actor,
            [{ ...form, ...at }],
            { action: 'create', source: 'store' },
            tx,
          );
          return { state: 'created', orderId: created!.id, code: created!.code };
        }
        const pending: PendingImport = {
          rows: [{ row: 1, form, government: null, area: null }],
          unpredicted: [{ row: 1, government_text: '', area_text: order.fields.address }],
        };
        return { state: 'queued', importId: await queue(pending, tx) };
      }

      /** A one-row upload keyed `order.key` in the correction queue. */
      async function queue(pending: PendingImport, tx: Db): Promise<number> {
        const importId = await deps.imports.create(
          {
            clientId: session.clientId,
            userId: session.userId,
            fileHash: order.key,
            fileName: order.label.slice(0, 255),
            kind: 'store',
            state: 'pending_correction',
            rowCount: 1,
            pending,
          },
          tx,
        );
        // The caller's claim makes the key new, so the file hash cannot be taken already.
        if (importId === null) throw new AppError('CONFLICT');
        return importId;
      }
    },
  };
}
