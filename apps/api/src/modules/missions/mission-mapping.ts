import {
  availableMissionActions,
  missionStatusByCode,
  type Mission,
  type MissionActor,
} from '@courier/contracts';
import { isoTime } from '../../lib/iso-time';
import type { MissionTotalsRow } from './missions.repository';
import type { MissionRow } from './missions-query.repository';

/** Rows as the API answers them: a mission (spec §3 Mission) and the sums over its orders. */

export function toMission(row: MissionRow, actor: MissionActor): Mission {
  const status = missionStatusByCode(row.status) ?? 'new';
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    status: row.status,
    created_at: isoTime(row.createdAt)!,
    updated_at: isoTime(row.updatedAt)!,
    due_date: row.dueDate,
    execution_date: isoTime(row.executionDate),
    month: row.month,
    captain_id: row.captainId,
    captain:
      row.captainId !== null && row.captainName !== null
        ? { id: row.captainId, name: row.captainName, phone: row.captainPhone ?? '' }
        : null,
    branch_id: row.branchId,
    branch:
      row.branchId !== null && row.branchName !== null ? { id: row.branchId, name: row.branchName } : null,
    client: { id: row.clientId, name: row.clientName },
    address_id: row.addressId,
    address:
      row.addressId !== null && row.addressTitle !== null
        ? {
            id: row.addressId,
            title: row.addressTitle,
            address: row.addressText ?? '',
            governorate: row.addressGovernorate ?? '',
            area: row.addressArea ?? '',
          }
        : null,
    bank_account_id: row.bankAccountId,
    bank_account:
      row.bankAccountId !== null && row.accountNumber !== null
        ? {
            id: row.bankAccountId,
            bank_name: row.bankName ?? '',
            account_name: row.accountName ?? '',
            account_number: row.accountNumber,
          }
        : null,
    payment_way_id: row.paymentWayId,
    payment_way:
      row.paymentWayId !== null && row.paymentWayTitle !== null
        ? { id: row.paymentWayId, title: row.paymentWayTitle }
        : null,
    amount: row.amount,
    termination_reason_id: row.terminationReasonId,
    termination_reason:
      row.terminationReasonId !== null && row.terminationReason !== null
        ? { id: row.terminationReasonId, name: row.terminationReason }
        : null,
    termination_note: row.terminationNote,
    notes: row.notes,
    orders_count: row.ordersCount,
    actions: availableMissionActions(actor, status),
  };
}

export function totalsOf(sums: MissionTotalsRow) {
  return {
    count: sums.count,
    amount_to_be_collected: sums.amountToBeCollected,
    received_amount: sums.receivedAmount,
    shipping_cost: sums.shippingCost,
    cash_amount: sums.cashAmount,
    net: sums.net,
  };
}
