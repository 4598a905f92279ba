import { createHash } from 'node:crypto';
import {
  translate,
  type ImportOrdersResponse,
  type Language,
  type OrderForm,
  type PendingImportsQuery,
  type PlaceAliasesQuery,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { RunInTransaction } from '../../db/transaction';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { inspectXlsx } from '../../lib/xlsx/guard';
import type { LookupsService } from '../lookups/lookups.service';
import type { OrdersService } from '../orders/orders.service';
import { createAddressMatcher, type AddressMatcher } from './geo-address';
import { createGeoMatcher, type GeoMatcher } from './geo-matcher';
import { createGeoNames, type GeoNames } from './geo-names';
import { createImportGate } from './import-gate';
import type { ImportKind, OrderImportRepository } from './order-import.repository';
import { readOrderSheet, type OrderSheet } from './order-sheet';

// What the plain upload (order-import-plain.service.ts), the smart upload and its corrections
// (order-import-smart.service.ts) and a store's orders (order-import-intake.service.ts) share: their
// dependencies, the import gate, the reference places read once, the sheet's checks and parse, and the
// one transaction that records an import with its orders.

export interface Upload {
  file: Buffer;
  fileName: string;
  /** The smart upload's column mapping as the merchant sent it: header as written → field, or '' (decision 070). */
  columns?: Record<string, string> | undefined;
}

export interface ImportSettings {
  /** A parse running longer is cut and answered 413 (IMPORT_PARSE_TIMEOUT_MS). */
  parseTimeoutMs: number;
  maxConcurrent: number;
  maxConcurrentPerClient: number;
}

export interface OrderImportDeps {
  orders: OrdersService;
  lookups: LookupsService;
  imports: OrderImportRepository;
  transaction: RunInTransaction;
  clock: Clock;
  settings: ImportSettings;
  /** Between a sheet's checks and its insert: a full collection on the lean embedded engine (decision 002). */
  collectGarbage?: () => void;
}

export interface Places {
  names: GeoNames;
  matcher: GeoMatcher;
  address: AddressMatcher;
}

export const pageOf = (q: PendingImportsQuery | PlaceAliasesQuery) => ({
  offset: (q.page - 1) * q.perPage,
  limit: q.perPage,
});

/**
 * From how many rows an import asks for a full collection before its insert: a sheet's garbage is worth
 * the collector's ~50 ms only when it is large (a 20,000-row sheet leaves ~50 MB).
 */
const collectFromRows = 1_000;

export const importRecord = (session: AuthContext, upload: Upload, fileHash: string, kind: ImportKind) => ({
  clientId: session.clientId,
  userId: session.userId,
  fileHash,
  fileName: upload.fileName.slice(0, 255),
  kind,
});

export const importDone = (created: number, importId: number, lang: Language): ImportOrdersResponse => ({
  success: 1,
  success_msg: translate('import.created', lang, { count: created }),
  created,
  import_id: importId,
});

export function createImportShared(deps: OrderImportDeps) {
  const gate = createImportGate({
    perServer: deps.settings.maxConcurrent,
    perClient: deps.settings.maxConcurrentPerClient,
  });
  // The reference places never change while the app runs: read once, on the first upload.
  let places: Promise<Places> | null = null;
  const geo = () => {
    places ??= deps.lookups.geoReference().then(
      (reference) => ({
        names: createGeoNames(reference),
        matcher: createGeoMatcher(reference),
        address: createAddressMatcher(reference),
      }),
      (error: unknown) => {
        places = null;
        throw error;
      },
    );
    return places;
  };

  /**
   * Runs one upload inside a slot of the import gate (429 when none is free): the byte checks of R11,
   * 'old file', then the parse, cut at the time limit, alongside the reference places.
   */
  async function withSheet<T>(
    session: AuthContext,
    upload: Upload,
    lang: Language,
    work: (hash: string, sheet: OrderSheet, places: Places) => Promise<T>,
    options?: Parameters<typeof readOrderSheet>[3],
  ): Promise<T> {
    const release = gate.enter(session.clientId);
    try {
      const hash = await admit(session, upload);
      const signal = AbortSignal.timeout(deps.settings.parseTimeoutMs);
      const [reference, sheet] = await Promise.all([
        geo(),
        readOrderSheet(upload.file, lang, signal, options),
      ]);
      return await work(hash, sheet, reference);
    } finally {
      release();
    }
  }

  /** The byte checks of R11, then 'old file' before any parsing: both are cheap. */
  async function admit(session: AuthContext, upload: Upload): Promise<string> {
    const verdict = await inspectXlsx(upload.file);
    if (!verdict.ok) {
      if (verdict.problem === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE');
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { errors: { import_file: ['validation.xlsxOnly'] } });
    }
    const hash = createHash('sha256').update(upload.file).digest('hex');
    if (await deps.imports.isImported(session.clientId, hash)) throw new AppError('OLD_FILE');
    return hash;
  }

  /** A large sheet's garbage collected before its rows are written (the plain and the smart upload). */
  function collectBeforeInsert(rows: number): void {
    if (rows >= collectFromRows) deps.collectGarbage?.();
  }

  /** Records the import and creates its orders in one transaction; 'old file' if another upload won. */
  async function create(
    session: AuthContext,
    upload: Upload,
    hash: string,
    kind: ImportKind,
    forms: OrderForm[],
  ): Promise<number> {
    collectBeforeInsert(forms.length);
    const actor = await deps.orders.actorFor(session);
    return deps.transaction(async (tx) => {
      const importId = await deps.imports.create(
        {
          ...importRecord(session, upload, hash, kind),
          state: 'done',
          rowCount: forms.length,
          pending: null,
        },
        tx,
      );
      if (importId === null) throw new AppError('OLD_FILE');
      await deps.orders.createMany(actor, forms, { action: 'import', importId }, tx);
      return importId;
    });
  }

  return { geo, withSheet, create, collectBeforeInsert };
}

export type ImportShared = ReturnType<typeof createImportShared>;
