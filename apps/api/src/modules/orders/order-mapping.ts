import {
  availableOrderActions,
  orderStatusByCode,
  type Order,
  type OrderActor,
  type OrderForm,
} from '@courier/contracts';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import type { Actor, OrderInsert, OrderRow } from './orders-query.repository';

// An order's row as the API answers it, the form as columns, and who acts: shared by the orders
// service's parts (lists, form, actions, money) and the staff desk.

export const actorOf = (session: Pick<AuthContext, 'isMain'>): OrderActor =>
  session.isMain ? 'client_admin' : 'client_user';

export function toOrder(row: OrderRow, actor: OrderActor): Order {
  const status = orderStatusByCode(row.status) ?? 'saved';
  return {
    id: row.id,
    code: row.code,
    bar_code: row.barCode,
    invoice_number: row.invoiceNumber,
    second_client: row.secondClient,
    company_id: row.companyId,
    receiver: row.receiver,
    phone1: row.phone1,
    phone2: row.phone2,
    follow_up_mobile: row.followUpMobile,
    government_id: row.governorateId,
    government: row.governorate,
    area_id: row.areaId,
    area: row.area,
    address: row.address,
    notes: row.notes,
    content: row.content,
    amount_to_be_collected: row.amountToBeCollected,
    received_amount: row.receivedAmount,
    cash_amount: row.cashAmount,
    shipping_cost: row.shippingCost,
    created_at: isoTime(row.createdAt)!,
    sent_at: isoTime(row.sentAt),
    delivery_date: isoTime(row.deliveryDate),
    execution_date: isoTime(row.executionDate),
    return_to_sender_date: isoTime(row.returnToSenderDate),
    deposit_date: isoTime(row.depositDate),
    delay_date: row.delayDate,
    return_reason: row.returnReason,
    captain_id: row.captainId,
    captain: row.captain,
    branch_id: row.branchId,
    branch: row.branch,
    status: row.status,
    is_urgent: row.isUrgent ? 1 : 0,
    return_requested: row.returnRequestedAt ? 1 : 0,
    rate: row.rate,
    resend:
      row.resendType === null || row.resendRequestedAt === null
        ? null
        : {
            type: row.resendType,
            government_id: row.resendGovernorateId,
            government: row.resendGovernorate,
            area_id: row.resendAreaId,
            area: row.resendArea,
            address: row.resendAddress,
            phone: row.resendPhone,
            requested_at: isoTime(row.resendRequestedAt)!,
          },
    updated_at: isoTime(row.updatedAt)!,
    actions: availableOrderActions(actor, status),
    confirmation: row.confirmation ?? null,
  };
}

/** The form's fields as order columns (the same mapping for the form, edit and spreadsheet rows). */
export function formToColumns(form: OrderForm, shippingCost: string | null): OrderInsert {
  return {
    receiver: form.receiver,
    phone1: form.phone1,
    phone2: form.phone2 ?? null,
    followUpMobile: form.followUpMobile ?? null,
    governorateId: form.government,
    areaId: form.area,
    address: form.address,
    content: form.contentOrder,
    amountToBeCollected: form.collectedAmount,
    secondClient: form.sender ?? null,
    notes: form.notes || null,
    invoiceNumber: form.invoice_number || null,
    companyId: form.company_id ?? null,
    products: form.products ?? null,
    shippingCost,
  };
}

/** The log's "who" for a client session. */
export async function actorFor(
  userName: (userId: number) => Promise<string>,
  session: AuthContext,
): Promise<Actor> {
  const actor: Actor = {
    clientId: session.clientId,
    userId: session.userId,
    name: await userName(session.userId),
  };
  return session.testMode ? { ...actor, test: true } : actor;
}

/** The row, or NOT_FOUND. */
export async function found<T>(row: Promise<T | undefined>): Promise<T> {
  const value = await row;
  if (value === undefined) throw new AppError('NOT_FOUND');
  return value;
}
