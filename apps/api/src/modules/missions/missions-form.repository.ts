import { reasonTypes, type Language } from '@courier/contracts';
import { and, asc, between, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/clients-users';
import { areas, governorates } from '../../db/schema/geo';
import {
  clientAddresses,
  clientBankAccounts,
  clientSupplyDays,
  missions,
  paymentWays,
} from '../../db/schema/missions';
import { branches } from '../../db/schema/ops';
import { reasons } from '../../db/schema/reasons';
import { open } from './missions-query.repository';

// The missions repository's form part: what the add form offers (addresses, accounts, payment ways,
// supply days, due missions) and the checks of a submit's and a termination's references.

export function createMissionFormRepository(db: Db) {
  return {
    addresses: (clientId: number, lang: Language) =>
      db
        .select({
          id: clientAddresses.id,
          title: clientAddresses.title,
          address: clientAddresses.address,
          governorate_id: clientAddresses.governorateId,
          governorate: lang === 'en' ? governorates.nameEn : governorates.nameAr,
          area_id: clientAddresses.areaId,
          area: lang === 'en' ? areas.nameEn : areas.nameAr,
          phone: clientAddresses.phone,
          is_default: clientAddresses.isDefault,
        })
        .from(clientAddresses)
        .innerJoin(governorates, eq(governorates.id, clientAddresses.governorateId))
        .innerJoin(areas, eq(areas.id, clientAddresses.areaId))
        .where(eq(clientAddresses.clientId, clientId))
        .orderBy(desc(clientAddresses.isDefault), asc(clientAddresses.id))
        .limit(100),

    async accounts(clientId: number) {
      const rows = await db
        .select({
          id: clientBankAccounts.id,
          bank_name: clientBankAccounts.bankName,
          account_name: clientBankAccounts.accountName,
          account_number: clientBankAccounts.accountNumber,
          kind: clientBankAccounts.kind,
        })
        .from(clientBankAccounts)
        .where(eq(clientBankAccounts.clientId, clientId))
        .orderBy(asc(clientBankAccounts.id))
        .limit(100);
      return rows.map((r) => ({ ...r, kind: r.kind === 'wallet' ? ('wallet' as const) : ('bank' as const) }));
    },

    paymentWays: (lang: Language) =>
      db
        .select({ id: paymentWays.id, title: lang === 'en' ? paymentWays.nameEn : paymentWays.nameAr })
        .from(paymentWays)
        .where(eq(paymentWays.active, true))
        .orderBy(asc(paymentWays.sortOrder), asc(paymentWays.id)),

    async supplyDays(clientId: number): Promise<number[]> {
      const rows = await db
        .select({ weekday: clientSupplyDays.weekday })
        .from(clientSupplyDays)
        .where(eq(clientSupplyDays.clientId, clientId))
        .orderBy(asc(clientSupplyDays.weekday));
      return rows.map((r) => r.weekday);
    },

    /** The client's open missions of these types due between two days (both included). */
    dueBetween: (clientId: number, types: readonly number[], from: string, to: string) =>
      db
        .select({
          id: missions.id,
          code: missions.code,
          type: missions.type,
          status: missions.status,
          due_date: missions.dueDate,
        })
        .from(missions)
        .where(
          and(
            eq(missions.clientId, clientId),
            inArray(missions.type, [...types]),
            inArray(missions.status, open),
            between(missions.dueDate, from, to),
          ),
        )
        .orderBy(asc(missions.dueDate), asc(missions.id))
        .limit(50),

    /** The submit's references, each checked to be the client's (or a reference that exists). */
    async references(
      clientId: number,
      ids: { addressId?: number; bankAccountId?: number; paymentWayId?: number; branchId?: number },
      tx: Db = db,
    ) {
      const [address, account, paymentWay, branch, client] = await Promise.all([
        ids.addressId
          ? tx
              .select({ id: clientAddresses.id })
              .from(clientAddresses)
              .where(and(eq(clientAddresses.clientId, clientId), eq(clientAddresses.id, ids.addressId)))
          : [],
        ids.bankAccountId
          ? tx
              .select({ id: clientBankAccounts.id, kind: clientBankAccounts.kind })
              .from(clientBankAccounts)
              .where(
                and(eq(clientBankAccounts.clientId, clientId), eq(clientBankAccounts.id, ids.bankAccountId)),
              )
          : [],
        ids.paymentWayId
          ? tx
              .select({ id: paymentWays.id })
              .from(paymentWays)
              .where(and(eq(paymentWays.id, ids.paymentWayId), eq(paymentWays.active, true)))
          : [],
        ids.branchId
          ? tx.select({ id: branches.id }).from(branches).where(eq(branches.id, ids.branchId))
          : [],
        tx.select({ branchId: clients.responsibleBranchId }).from(clients).where(eq(clients.id, clientId)),
      ]);
      return {
        address: address[0] !== undefined,
        bankAccountKind: account[0]?.kind as 'bank' | 'wallet' | undefined,
        paymentWay: paymentWay[0] !== undefined,
        branch: branch[0] !== undefined,
        defaultBranchId: client[0]?.branchId ?? null,
      };
    },

    async defaultBranch(clientId: number): Promise<number | null> {
      const [row] = await db
        .select({ branchId: clients.responsibleBranchId })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row?.branchId ?? null;
    },

    async terminationReason(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: reasons.id, needsNote: reasons.needsNote })
        .from(reasons)
        .where(and(eq(reasons.id, id), eq(reasons.type, reasonTypes.mission_termination)));
      return row;
    },

    terminationReasons: (lang: Language) =>
      db
        .select({
          id: reasons.id,
          name: lang === 'en' ? reasons.nameEn : reasons.nameAr,
          needs_note: reasons.needsNote,
        })
        .from(reasons)
        .where(eq(reasons.type, reasonTypes.mission_termination))
        .orderBy(asc(reasons.sortOrder), asc(reasons.id)),
  };
}
