import {
  canOpsMove,
  orderStatusByCode,
  orderStatusLabelKey,
  runSheetNeeds,
  scanRefusalKey,
  scanWorkflows,
  translate,
  type DeskDeliverBody,
  type Language,
  type MessageKey,
  type OpsOrderMoveResponse,
  type OrderStatus,
  type RunSheet,
  type RunSheetKind,
  type RunSheetQuery,
  type RunSheetRow,
  type ScanCheckBody,
  type ScanCheckItem,
  type ScanRefusal,
} from '@courier/contracts';
import { AppError } from '../../http/app-error';
import type { StaffContext } from '../../http/staff-guard';
import { sheetStream, type SheetColumn } from '../../lib/xlsx/sheet-stream';
import { cents, type StaffMovesService } from './ops-orders.service';
import type { OpsScanRepository, SheetOrderRow } from './ops-scan.repository';

export interface OpsScanDeps {
  scan: OpsScanRepository;
  staffMoves: Pick<StaffMovesService, 'move' | 'reasons'>;
}

type Feed = OpsOrderMoveResponse['feed'];

/** Hundredths back to a decimal text (the sum of a sheet's amounts, exact). */
const fromCents = (n: bigint) => {
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

export function toRunSheetRow(r: SheetOrderRow): RunSheetRow {
  const moved = r.resendType === 2 && !!r.resendAddress;
  return {
    code: r.code,
    status: r.status,
    client: r.client,
    receiver: r.receiver,
    phone1: moved && r.resendPhone ? r.resendPhone : r.phone1,
    phone2: r.phone2,
    governorate: (moved && r.resendGovernorate) || r.governorate,
    area: (moved && r.resendArea) || r.area,
    address: moved ? r.resendAddress! : r.address,
    resent_to_new_address: moved,
    amount_to_be_collected: r.amountToBeCollected,
    notes: r.notes,
    content: r.content,
  };
}

/** The sheet's columns in the xlsx (the printed page shows the same, with the barcode). */
const sheetColumns: SheetColumn<RunSheetRow>[] = [
  { label: 'runSheet.column.code', width: 14, value: (r) => r.code },
  { label: 'runSheet.column.client', width: 22, value: (r) => r.client },
  { label: 'runSheet.column.receiver', width: 22, value: (r) => r.receiver },
  {
    label: 'runSheet.column.phone',
    width: 16,
    value: (r) => [r.phone1, r.phone2].filter(Boolean).join(' / '),
  },
  {
    label: 'runSheet.column.address',
    width: 48,
    value: (r, lang) =>
      [
        r.resent_to_new_address ? translate('runSheet.resentTo', lang) + ':' : null,
        r.governorate,
        r.area,
        r.address,
      ]
        .filter(Boolean)
        .join(' · '),
  },
  { label: 'runSheet.column.cod', width: 16, value: (r) => Number(r.amount_to_be_collected) },
  { label: 'runSheet.column.notes', width: 30, value: (r) => r.notes ?? '' },
];

/**
 * Scanning on the desk and the papers of a run (issue 36 §1, §2, §4; decision 059): the per-code check
 * a scan makes before its row joins the batch, the bulk delivery with its exceptions (through the desk's
 * one move, `staffMoves.move`), and the run sheet, pickup and returns manifests as JSON and xlsx.
 */
export function createOpsScanService(deps: OpsScanDeps) {
  const { scan } = deps;

  async function sheet(kind: RunSheetKind, q: RunSheetQuery, lang: Language): Promise<RunSheet> {
    const missing = runSheetNeeds[kind].filter((field) => q[field] === undefined);
    if (missing.length > 0)
      throw new AppError('VALIDATION_FAILED', {
        errors: Object.fromEntries(missing.map((field) => [field, ['validation.required']])),
      });
    let title: string;
    let subtitle: string | null = null;
    let rows: SheetOrderRow[];
    if (kind === 'run') {
      const captain = await scan.captain(q.captain_id!);
      if (!captain) throw new AppError('NOT_FOUND');
      title = captain.name;
      subtitle = captain.phone;
      rows = await scan.runOrders(captain.id, q.date!, lang);
    } else if (kind === 'pickup') {
      const mission = await scan.mission(q.mission_id!);
      if (!mission) throw new AppError('NOT_FOUND');
      title = translate('runSheet.pickupTitle', lang, { code: mission.code, client: mission.client });
      rows = await scan.missionOrders(mission.id, lang);
    } else {
      const client = await scan.client(q.client_id!);
      if (!client) throw new AppError('NOT_FOUND');
      title = translate('runSheet.returnsTitle', lang, { client: client.name });
      rows = await scan.returnOrders(client.id, lang);
    }
    const orders = rows.map(toRunSheetRow);
    const total = orders.reduce((sum, o) => sum + cents(o.amount_to_be_collected), 0n);
    return {
      kind,
      title,
      subtitle,
      date: q.date ?? null,
      count: orders.length,
      total_to_collect: fromCents(total),
      orders,
    };
  }

  return {
    /**
     * `POST /api/ops/orders/scan`: per code, in the order sent, `accepted` or why not (unknown, wrong
     * state for the workflow's move, another branch, twice in this request). One query for all codes.
     */
    async check(body: ScanCheckBody, lang: Language): Promise<ScanCheckItem[]> {
      const to: OrderStatus = scanWorkflows[body.workflow];
      let branchId = body.branch_id ?? null;
      if (body.workflow === 'load' && body.captain_id) {
        const captain = await scan.captain(body.captain_id);
        if (!captain) throw new AppError('NOT_FOUND');
        branchId = captain.branchId;
      }
      const rows = await scan.scanned([...new Set(body.codes)], lang);
      const byCode = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        byCode.set(row.code, row);
        if (row.barCode) byCode.set(row.barCode, row);
      }
      const seen = new Set<string>();
      return body.codes.map((code) => {
        const row = byCode.get(code);
        const refuse = (result: ScanRefusal, params: Record<string, string> = {}): ScanCheckItem => ({
          code,
          result,
          error_msg: translate(scanRefusalKey(result), lang, params),
          order: null,
        });
        if (row && seen.has(row.code)) return refuse('duplicate');
        if (!row) return refuse('unknown');
        seen.add(row.code);
        const from = orderStatusByCode(row.status) as OrderStatus;
        const order = {
          code: row.code,
          status: row.status,
          client: row.client,
          receiver: row.receiver,
          governorate: row.governorate,
          area: row.area,
          amount_to_be_collected: row.amountToBeCollected,
          shipping_cost: row.shippingCost,
        };
        if (!canOpsMove(from, to))
          return {
            ...refuse('wrong_state', {
              from: translate(orderStatusLabelKey(from), lang),
              to: translate(orderStatusLabelKey(to), lang),
            }),
            order,
          };
        // Held for want of the receiver's confirmation (decision 067): refused in words until released.
        if (row.held && (to === 'underway' || to === 'with_captain')) return { ...refuse('held'), order };
        if (branchId !== null && row.branchId !== null && row.branchId !== branchId)
          return { ...refuse('other_branch', { branch: row.branch ?? '' }), order };
        return { code, result: 'accepted', error_msg: null, order };
      });
    },

    /**
     * `POST /api/ops/orders/deliver`: the plain deliveries in one move, each exception with its own amount
     * and reason. Every reason is checked before any order moves; refusals come back per order.
     */
    async deliver(staff: StaffContext, body: DeskDeliverBody, lang: Language): Promise<Feed> {
      const known = new Set((await deps.staffMoves.reasons(lang)).map((r) => r.id));
      const unknown = body.exceptions.flatMap((e, i) =>
        known.has(e.reason_id)
          ? []
          : [[`exceptions.${i}.reason_id`, ['opsOrders.reasonUnknown' as MessageKey]]],
      );
      if (unknown.length > 0)
        throw new AppError('VALIDATION_FAILED', { errors: Object.fromEntries(unknown) });
      const excepted = new Set(body.exceptions.map((e) => e.code));
      const plain = body.codes.filter((code) => !excepted.has(code));
      const feed: Feed = { updated: [], refused: [] };
      const add = (part: Feed) => {
        feed.updated.push(...part.updated);
        feed.refused.push(...part.refused);
      };
      if (plain.length > 0)
        add(await deps.staffMoves.move(staff, { codes: plain, status: 'given', note: body.note }, lang));
      for (const e of body.exceptions)
        add(
          await deps.staffMoves.move(
            staff,
            {
              codes: [e.code],
              status: 'given',
              received_amount: e.received_amount,
              reason_id: e.reason_id,
              note: body.note,
            },
            lang,
          ),
        );
      return feed;
    },

    sheet,

    /** The returns manifest's picker: merchants with parcels waiting to go back, by name. */
    returnsWaiting: (search: string | undefined) => scan.returnsWaiting(search),

    /** The same sheet as an xlsx, written while it streams. */
    async sheetFile(kind: RunSheetKind, q: RunSheetQuery, lang: Language) {
      const found = await sheet(kind, q, lang);
      const name =
        kind === 'run'
          ? `run-sheet-${q.captain_id}-${q.date}`
          : kind === 'pickup'
            ? `pickup-${q.mission_id}`
            : `returns-${q.client_id}`;
      return {
        fileName: `${name}.xlsx`,
        body: sheetStream('runSheet.sheet', sheetColumns, [found.orders], lang),
      };
    },
  };
}

export type OpsScanService = ReturnType<typeof createOpsScanService>;
