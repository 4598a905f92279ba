import {
  isAboveCeiling,
  type Language,
  type MessageKey,
  type OrderForm,
  type OrderSource,
} from '@courier/contracts';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import type { CostsService } from '../costs/costs.service';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { LookupsService } from '../lookups/lookups.service';
import type { ProductsService } from '../products/products.service';
import { actorFor, actorOf, formToColumns, found, toOrder } from './order-mapping';
import type { OrdersRepository } from './orders.repository';
import type { Actor } from './orders-query.repository';

// The orders service's form part: what the form offers, the check of every id a form carries, and the
// creation of orders from the form, the merchant API and spreadsheets.

export interface OrderFormDeps {
  orders: OrdersRepository;
  /** Governorates for the order form. */
  lookups: Pick<LookupsService, 'governorates'>;
  /** The client's prices and companies: the form's choices and the check of a sent `company_id`. */
  costs: Pick<CostsService, 'orderFormChoices' | 'unknownCompanies'>;
  /** The client's products: every product line must name one of them. */
  products: Pick<ProductsService, 'foreignIds'>;
  idempotent: Idempotent;
  /** The most an order may ask to collect (setting ORDER_AMOUNT_CEILING). */
  amountCeiling: number;
  /** The display name of a user (for the log's "who"). */
  userName: (userId: number) => Promise<string>;
  /**
   * Orders were created, in their transaction (the webhooks outbox's `order.created`, decision 073): every
   * way an order is made (the form, the API, sheets, smart uploads, stores) passes `createMany`.
   */
  onCreated?: (clientId: number, orders: CreatedOrder[], source: OrderSource, tx: Db) => Promise<void>;
}

/** What an `order.created` event reports of a new order. */
export interface CreatedOrder {
  code: string;
  amountToBeCollected: string;
  invoiceNumber: string | null;
  /** False for a test key's order (decision 074): its event says `livemode: false`. */
  livemode: boolean;
}

/** One form's bad references: its index, its fields' catalog keys, and the keys' parameters. */
export interface ReferenceError {
  row: number;
  errors: Record<string, MessageKey[]>;
  params: Record<string, number>;
}

export function createOrderForm(deps: OrderFormDeps) {
  const repo = deps.orders;

  /**
   * Every id a form carries must exist and be the client's own (issue 12: a foreign or unknown
   * `company_id` was stored or answered 500): the area within its governorate, the company among the
   * client's companies, each product in the client's catalogue; and the amount under the ceiling. Every
   * bad form is listed with its index, so the merchant API's bulk create names every bad row at once
   * (issue 40.3).
   */
  async function referenceErrors(clientId: number, forms: OrderForm[], tx?: Db): Promise<ReferenceError[]> {
    const areaOwners = await repo.areaGovernorates([...new Set(forms.map((f) => f.area))], tx);
    const companyIds = [...new Set(forms.flatMap((f) => (f.company_id === undefined ? [] : [f.company_id])))];
    const foreignCompanies = await deps.costs.unknownCompanies(clientId, companyIds, tx);
    const productIds = [...new Set(forms.flatMap((f) => (f.products ?? []).map((line) => line.product_id)))];
    const foreignProducts = await deps.products.foreignIds(clientId, productIds, tx);
    const found: ReferenceError[] = [];
    forms.forEach((form, row) => {
      const errors: Record<string, MessageKey[]> = {};
      if (areaOwners.get(form.area) !== form.government) errors.area = ['validation.invalid'];
      if (isAboveCeiling(form.collectedAmount, deps.amountCeiling))
        errors.collectedAmount = ['validation.amountCeiling'];
      if (form.company_id !== undefined && foreignCompanies.has(form.company_id))
        errors.company_id = ['validation.invalid'];
      // Each product line names one of the client's own products, once.
      const seen = new Set<number>();
      (form.products ?? []).forEach((line, i) => {
        if (foreignProducts.has(line.product_id) || seen.has(line.product_id))
          errors[`products.${i}.product_id`] = ['validation.invalid'];
        seen.add(line.product_id);
      });
      if (Object.keys(errors).length > 0) found.push({ row, errors, params: { max: deps.amountCeiling } });
    });
    return found;
  }

  /** The first bad form as a field error (the form, its edit, one API create: no row to name). */
  async function checkReferences(clientId: number, forms: OrderForm[], tx?: Db) {
    const [first] = await referenceErrors(clientId, forms, tx);
    if (first) throw new AppError('VALIDATION_FAILED', { errors: first.errors, params: first.params });
  }

  /** What the order form offers: governorates, the client's home-delivery prices and companies. */
  async function formChoices(clientId: number, lang: Language) {
    const [governments, payload_feed] = await Promise.all([
      deps.lookups.governorates(lang),
      deps.costs.orderFormChoices(clientId),
    ]);
    return { governments, payload_feed };
  }

  /** Creates orders from validated forms (the form, a spreadsheet, a smart upload) in the caller's transaction. */
  async function createMany(
    actor: Actor,
    forms: OrderForm[],
    log: { action: string; importId?: number | null; source?: OrderSource },
    tx: Db,
  ) {
    await checkReferences(actor.clientId, forms, tx);
    const prices = await repo.shippingPrices(actor.clientId, tx);
    const rows = forms.map((f) => ({
      ...formToColumns(f, prices.get(f.government) ?? null),
      importId: log.importId ?? null,
    }));
    const created = await repo.insertMany(actor, rows, { action: log.action }, tx);
    // The rows are numbered in their order, so the n-th created is the n-th row.
    const source = log.source ?? (log.action === 'import' ? 'import' : 'portal');
    await deps.onCreated?.(
      actor.clientId,
      created.map((c, i) => ({
        code: c.code,
        amountToBeCollected: Number(rows[i]!.amountToBeCollected).toFixed(2),
        invoiceNumber: rows[i]!.invoiceNumber ?? null,
        livemode: !('test' in actor && actor.test),
      })),
      source,
      tx,
    );
    return created;
  }

  return {
    /** For the edit action, which checks the edited form the same way. */
    checkReferences,
    referenceErrors,
    createMany,

    /** `order/submit`: one order from the form, once per Idempotency-Key. */
    async submit(
      session: AuthContext,
      form: OrderForm,
      idempotencyKey: string | undefined,
      source: OrderSource = 'portal',
    ) {
      const actor = await actorFor(deps.userName, session);
      return deps.idempotent(
        { clientId: session.clientId, name: 'order/submit', key: idempotencyKey, body: form },
        async (tx) => {
          const [created] = await createMany(actor, [form], { action: 'create', source }, tx);
          return { code: created!.code, id: created!.id };
        },
      );
    },

    /**
     * The merchant API's bulk create (decision 029): every form already passed the form's schema; all
     * are created in one transaction or none, once per key. The caller lists bad references first
     * (`referenceErrors`); the check inside the transaction stays for what changed in between.
     */
    async submitMany(session: AuthContext, forms: OrderForm[], idempotencyKey: string | undefined) {
      const actor = await actorFor(deps.userName, session);
      return deps.idempotent(
        { clientId: session.clientId, name: 'api/orders/bulk', key: idempotencyKey, body: forms },
        async (tx) => {
          const created = await createMany(actor, forms, { action: 'create', source: 'api' }, tx);
          // Ids come from the sequence in the rows' order.
          return created.sort((a, b) => a.id - b.id).map((c, row) => ({ row, id: c.id, code: c.code }));
        },
      );
    },

    /** `order/add`: what the add form offers. */
    formChoices: (session: AuthContext, lang: Language) => formChoices(session.clientId, lang),

    /** `order/edit`: the order with what the form offers. */
    async editForm(session: AuthContext, id: number, lang: Language) {
      const order = await found(repo.byId(session.clientId, id, lang));
      const { governments, payload_feed } = await formChoices(session.clientId, lang);
      return { governments, order: toOrder(order, actorOf(session)), payload_feed };
    },
  };
}
