// Over 400 lines (decision 041): plain, smart and store intake share the sheet guard, the
// matcher and `create` in one factory; the next split is plain / smart along that line.
import { createHash } from 'node:crypto';
import {
  normalizePhoneInput,
  translate,
  type CorrectImportBody,
  type GeoChoice,
  type ImportOrdersResponse,
  type Language,
  type MessageKey,
  type OrderForm,
  type PendingImportsQuery,
  type PlaceAlias,
  type PlaceAliasesQuery,
  type PendingImport as PendingImportView,
  type SmartImportPendingResponse,
  type SmartImportResponse,
  type UnpredictedGeo,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { forEachBreathing } from '../../lib/breather';
import type { FileDownload } from '../../http/send-file';
import type { LookupsService } from '../lookups/lookups.service';
import type { OrdersService } from '../orders/orders.service';
import { columnOf, type ImportField } from './columns';
import { createAddressMatcher, type AddressMatcher } from './geo-address';
import { createGeoMatcher, type GeoMatch, type GeoMatcher, type GeoSuggestion } from './geo-matcher';
import { createGeoNames, type GeoNames } from './geo-names';
import type { ImportKind, OrderImportRepository } from './order-import.repository';
import { createImportGate } from './import-gate';
import { checkRow, createRowErrors, emptyRowFields, type RowFields, type RowIssue } from './order-rows';
import { applyCorrections, learntFrom, learntPlace, type PendingImport } from './import-corrections';
import { readOrderSheet, type OrderSheet } from './order-sheet';
import { buildTemplate } from './template';
import { inspectXlsx } from '../../lib/xlsx/guard';

/**
 * Orders from spreadsheets (spec §4, §7): the plain upload (places by name or id), the smart upload
 * (places guessed from free text; doubtful rows wait for the merchant) and its correction. A file is
 * checked as bytes before it is parsed (R11), every row with the order form's schema, and its orders are
 * created all together or not at all, with the import recorded in the same transaction (R3).
 */

export interface Upload {
  file: Buffer;
  fileName: string;
}

const pageOf = (q: PendingImportsQuery | PlaceAliasesQuery) => ({
  offset: (q.page - 1) * q.perPage,
  limit: q.perPage,
});

/** Fields of a store order the merchant can fix in the waiting list (the store never resends it). */
const FIXABLE = new Set<ImportField>(['phone1', 'phone2']);

interface Places {
  names: GeoNames;
  matcher: GeoMatcher;
  address: AddressMatcher;
}

/**
 * An order from outside a spreadsheet (a store's webhook). `key` is unique per client and source (it is
 * the waiting row's file hash); `label` names it in the correction queue; the places are read from
 * `fields.address` by the whole-address matcher.
 */
export type { RowFields };
/** For other modules building rows (store plugins): every field empty. */
export { emptyRowFields };
/** The catalog key naming a field, as the sheet's column does (a refused store order's notification). */
export const importFieldLabel = (field: ImportField): MessageKey => columnOf(field).label;

export interface OutsideOrder {
  key: string;
  label: string;
  fields: RowFields;
}

export type OutsideOutcome =
  | { state: 'created'; orderId: number; code: string }
  | { state: 'queued'; importId: number; issues?: RowIssue[] }
  | { state: 'invalid'; issues: RowIssue[] };

export interface ImportSettings {
  /** A parse running longer is cut and answered 413 (IMPORT_PARSE_TIMEOUT_MS). */
  parseTimeoutMs: number;
  maxConcurrent: number;
  maxConcurrentPerClient: number;
}

/**
 * From how many rows an import asks for a full collection before its insert: a sheet's garbage is worth
 * the collector's ~50 ms only when it is large (a 20,000-row sheet leaves ~50 MB).
 */
const collectFromRows = 1_000;

export function createOrderImportService(deps: {
  orders: OrdersService;
  lookups: LookupsService;
  imports: OrderImportRepository;
  transaction: RunInTransaction;
  clock: Clock;
  settings: ImportSettings;
  /** Between a sheet's checks and its insert: a full collection on the lean embedded engine (decision 002). */
  collectGarbage?: () => void;
}) {
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
    options?: { placesInAddress?: boolean },
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

  /** Records the import and creates its orders in one transaction; 'old file' if another upload won. */
  async function create(
    session: AuthContext,
    upload: Upload,
    hash: string,
    kind: ImportKind,
    forms: OrderForm[],
  ): Promise<number> {
    if (forms.length >= collectFromRows) deps.collectGarbage?.();
    const actor = await deps.orders.actorFor(session);
    return deps.transaction(async (tx) => {
      const importId = await deps.imports.create(
        { ...record(session, upload, hash, kind), state: 'done', rowCount: forms.length, pending: null },
        tx,
      );
      if (importId === null) throw new AppError('OLD_FILE');
      await deps.orders.createMany(actor, forms, { action: 'import', importId }, tx);
      return importId;
    });
  }

  const record = (session: AuthContext, upload: Upload, fileHash: string, kind: ImportKind) => ({
    clientId: session.clientId,
    userId: session.userId,
    fileHash,
    fileName: upload.fileName.slice(0, 255),
    kind,
  });

  const done = (created: number, importId: number, lang: Language): ImportOrdersResponse => ({
    success: 1,
    success_msg: translate('import.created', lang, { count: created }),
    created,
    import_id: importId,
  });

  function choice(s: GeoSuggestion, names: GeoNames, lang: Language): GeoChoice {
    return {
      government_id: s.governorateId,
      area_id: s.areaId,
      government: names.governorateName(s.governorateId, lang),
      area: s.areaId === null ? null : names.areaName(s.areaId, lang),
      score: s.score,
    };
  }

  function unpredicted(
    { fix, ...row }: PendingImport['unpredicted'][number],
    match: GeoMatch,
    names: GeoNames,
    lang: Language,
    fields?: RowFields,
  ): UnpredictedGeo {
    const suggestions = match.suggestions.map((s) => choice(s, names, lang));
    const view = { ...row, best: suggestions[0] ?? null, suggestions };
    if (!fix || !fields) return view;
    const fixes = fix.map((i) => ({
      field: i.field as 'phone1' | 'phone2',
      value: fields[i.field],
      message: translate(i.message, lang),
    }));
    return { ...view, fix: fixes };
  }

  return {
    /** `order/add-excelsheet`: every row valid → all created; otherwise 422 with every row error. */
    async importPlain(session: AuthContext, upload: Upload, lang: Language): Promise<ImportOrdersResponse> {
      return withSheet(session, upload, lang, async (hash, sheet, { names }) => {
        const errors = createRowErrors(sheet.columns, lang);
        const forms: OrderForm[] = [];
        await forEachBreathing(sheet.rows, ({ row, fields }) => {
          const { form, issues } = checkRow(fields);
          const place = names.resolve(fields.government, fields.area);
          if (!place.ok) errors.add(row, { field: place.field, message: place.message });
          for (const issue of issues) errors.add(row, issue);
          if (form && place.ok) forms.push({ ...form, government: place.governorateId, area: place.areaId });
        });
        errors.throwIfAny();
        return done(forms.length, await create(session, upload, hash, 'plain', forms), lang);
      });
    },

    /**
     * `order/add-excelsheet/smart`: places are free text. Confident matches everywhere → all created;
     * otherwise nothing is created and the rows wait, with suggestions for the doubtful ones.
     */
    async importSmart(
      session: AuthContext,
      upload: Upload,
      lang: Language,
    ): Promise<SmartImportResponse | SmartImportPendingResponse> {
      return withSheet(
        session,
        upload,
        lang,
        async (hash, sheet, { names, matcher, address }) => {
          const learnt = await deps.imports.aliases(session.clientId);
          const errors = createRowErrors(sheet.columns, lang);
          const inAddress = sheet.columns.placesInAddress;
          const pending: PendingImport = { rows: [], unpredicted: [] };
          const doubtful: UnpredictedGeo[] = [];
          await forEachBreathing(sheet.rows, ({ row, fields }) => {
            const { form, issues } = checkRow({
              ...fields,
              phone1: normalizePhoneInput(fields.phone1),
              phone2: normalizePhoneInput(fields.phone2),
            });
            for (const issue of issues) errors.add(row, issue);
            if (fields.government === '' && fields.area === '' && !inAddress) {
              const required: MessageKey = 'validation.required';
              errors.add(row, { field: 'government', message: required });
              errors.add(row, { field: 'area', message: required });
              return;
            }
            if (!form) return;
            // Exact names and ids need no guessing (and cost nothing); the matcher reads the rest.
            const exact = inAddress ? null : names.resolve(fields.government, fields.area);
            if (exact?.ok) {
              pending.rows.push({ row, form, government: exact.governorateId, area: exact.areaId });
              return;
            }
            // A place column next to the address (a store's "Shipping City") is read as part of it.
            const whole = [fields.address, fields.area, fields.government].filter((t) => t !== '').join('، ');
            // A text this merchant placed by hand before is placed there again (decision 054).
            const known = learntPlace(
              learnt,
              names,
              inAddress ? '' : fields.government,
              inAddress ? whole : fields.area,
            );
            if (known) {
              pending.rows.push({ row, form, government: known.governorateId, area: known.areaId });
              return;
            }
            const match = inAddress
              ? address.matchAddress(whole)
              : matcher.match({ government: fields.government, area: fields.area });
            if (match.confident && match.governorateId !== null && match.areaId !== null) {
              pending.rows.push({ row, form, government: match.governorateId, area: match.areaId });
              return;
            }
            const texts = inAddress
              ? { row, government_text: '', area_text: whole }
              : { row, government_text: fields.government, area_text: fields.area };
            pending.rows.push({ row, form, government: null, area: null });
            pending.unpredicted.push(texts);
            doubtful.push(unpredicted(texts, match, names, lang));
          });
          errors.throwIfAny();

          if (doubtful.length === 0) {
            const forms = pending.rows.map((r) => ({ ...r.form!, government: r.government!, area: r.area! }));
            const importId = await create(session, upload, hash, 'smart', forms);
            return { ...done(forms.length, importId, lang), unpredected_geos: [] };
          }
          const importId = await deps.transaction(async (tx) => {
            const id = await deps.imports.create(
              {
                ...record(session, upload, hash, 'smart'),
                state: 'pending_correction',
                rowCount: pending.rows.length,
                pending,
              },
              tx,
            );
            if (id === null) throw new AppError('OLD_FILE');
            return id;
          });
          const rows = translate('import.needsGeo', lang, { count: doubtful.length });
          return {
            success: 0 as const,
            code: 'IMPORT_NEEDS_CORRECTION' as const,
            error_msg: `${rows}. ${translate('import.needsCorrection', lang)}`,
            success_msg: rows,
            created: 0 as const,
            import_id: importId,
            unpredected_geos: doubtful,
          };
        },
        { placesInAddress: true },
      );
    },

    /**
     * `order/add-excelsheet/correct`: a place for every doubtful row (any other row may be corrected too),
     * then every row of the upload is created in one transaction and the upload is done.
     */
    async correct(
      session: AuthContext,
      body: CorrectImportBody,
      lang: Language,
    ): Promise<ImportOrdersResponse> {
      const [{ names }, actor] = await Promise.all([geo(), deps.orders.actorFor(session)]);
      return deps.transaction(async (tx) => {
        const found = await deps.imports.lock(session.clientId, body.import_id, tx);
        if (!found) throw new AppError('NOT_FOUND');
        if (found.state === 'done') throw new AppError('ACTION_ALREADY_EXECUTED');
        const pending = found.pending as PendingImport;
        const forms = applyCorrections(pending, body.corrections, names);
        await deps.orders.createMany(actor, forms, { action: 'import', importId: found.id }, tx);
        await deps.imports.rememberAliases(
          session.clientId,
          learntFrom(pending, body.corrections),
          deps.clock.now(),
          tx,
        );
        await deps.imports.markDone(found.id, forms.length, deps.clock.now(), tx);
        return done(forms.length, found.id, lang);
      });
    },

    /**
     * `order/add-excelsheet/pending`: what waits for the merchant's choice of place (smart uploads and
     * store orders), with suggestions made afresh (the reference may have grown since).
     */
    async pending(
      session: AuthContext,
      query: PendingImportsQuery,
      lang: Language,
    ): Promise<{ feed: PendingImportView[]; feed_count: number }> {
      const [{ names, matcher, address }, { rows, total }] = await Promise.all([
        geo(),
        deps.imports.pending(session.clientId, pageOf(query)),
      ]);
      const feed = rows.map((r) => ({
        import_id: r.id,
        file_name: r.fileName,
        kind: r.kind === 'store' ? ('store' as const) : ('smart' as const),
        created_at: r.createdAt.toISOString(),
        unpredected_geos: (r.pending as PendingImport).unpredicted.map((texts) => {
          // Rows read from one address line keep it as their area text, with no governorate text.
          const match =
            texts.government_text === ''
              ? address.matchAddress(texts.area_text)
              : matcher.match({ government: texts.government_text, area: texts.area_text });
          const fields = (r.pending as PendingImport).rows.find((x) => x.row === texts.row)?.fields;
          return unpredicted(texts, match, names, lang, fields);
        }),
      }));
      return { feed, feed_count: total };
    },

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
            { action: 'create' },
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

    /** `order/add-excelsheet/aliases`: the merchant's learnt place names, newest first. */
    async aliases(
      session: AuthContext,
      query: PlaceAliasesQuery,
      lang: Language,
    ): Promise<{ feed: PlaceAlias[]; feed_count: number }> {
      const { rows, total } = await deps.imports.listAliases(session.clientId, pageOf(query));
      const feed = rows.map((r) => ({
        id: r.id,
        text: r.text,
        government_id: r.governorateId,
        area_id: r.areaId,
        government: lang === 'en' ? r.governorateEn : r.governorateAr,
        area: lang === 'en' ? r.areaEn : r.areaAr,
        created_at: r.createdAt.toISOString(),
      }));
      return { feed, feed_count: total };
    },

    /** `order/add-excelsheet/aliases/:id/delete`: forgets one; 404 when it is not the merchant's. */
    async deleteAlias(session: AuthContext, id: number): Promise<void> {
      if (!(await deps.imports.deleteAlias(session.clientId, id))) throw new AppError('NOT_FOUND');
    },

    /** `order/excel-template`: the headers in both languages, an example row and the list of places. */
    async template(lang: Language): Promise<FileDownload> {
      return {
        fileName: `orders-template-${lang}.xlsx`,
        body: await buildTemplate(await deps.lookups.geoReference(), lang),
      };
    },
  };
}

export type OrderImportService = ReturnType<typeof createOrderImportService>;
