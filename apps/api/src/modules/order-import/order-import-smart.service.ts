import {
  normalizePhoneInput,
  translate,
  type CorrectImportBody,
  type GeoChoice,
  type ImportOrdersResponse,
  type Language,
  type MessageKey,
  type PendingImportsQuery,
  type PlaceAlias,
  type PlaceAliasesQuery,
  type PendingImport as PendingImportView,
  type SmartImportPendingResponse,
  type SmartImportResponse,
  type UnpredictedGeo,
} from '@courier/contracts';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { forEachBreathing } from '../../lib/breather';
import { headerKey, headerSignature } from './columns';
import type { GeoMatch, GeoSuggestion } from './geo-matcher';
import type { GeoNames } from './geo-names';
import { applyCorrections, learntFrom, learntPlace, type PendingImport } from './import-corrections';
import {
  importDone,
  importRecord,
  pageOf,
  type ImportShared,
  type OrderImportDeps,
  type Upload,
} from './order-import-shared';
import { checkRow, createRowErrors, type FormWithoutPlace, type RowFields } from './order-rows';

/** A sent mapping by the headers' loose keys (as they are recognised and remembered). */
const keyedMapping = (columns: Record<string, string>) =>
  Object.fromEntries(Object.entries(columns).map(([header, field]) => [headerKey(header), field]));

// The smart upload (spec §7): places guessed from free text; doubtful rows wait for the merchant, who
// corrects them (the corrections themselves are pure, in import-corrections.ts), and the place names the
// merchant's choices taught.

function choice(
  s: Pick<GeoSuggestion, 'governorateId' | 'areaId' | 'score'>,
  names: GeoNames,
  lang: Language,
): GeoChoice {
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
  form?: FormWithoutPlace | null,
): UnpredictedGeo {
  const suggestions = match.suggestions.map((s) => choice(s, names, lang));
  // Who the order is for, so the merchant can tell rows apart (decision 054, the web's correction screen).
  const who = form
    ? { receiver: form.receiver, phone: form.phone1, amount: String(form.collectedAmount) }
    : fields
      ? { receiver: fields.receiver, phone: fields.phone1, amount: fields.collectedAmount }
      : {};
  const view = { ...row, best: suggestions[0] ?? null, suggestions, ...who };
  if (!fix || !fields) return view;
  const fixes = fix.map((i) => ({
    field: i.field as 'phone1' | 'phone2',
    value: fields[i.field],
    message: translate(i.message, lang),
  }));
  return { ...view, fix: fixes };
}

export function createSmartImport(
  deps: OrderImportDeps,
  { geo, withSheet, create, collectBeforeInsert }: ImportShared,
) {
  return {
    /**
     * `order/add-excelsheet/smart`: places are free text. Confident matches everywhere → all created;
     * otherwise nothing is created and the rows wait, with suggestions for the doubtful ones.
     */
    async importSmart(
      session: AuthContext,
      upload: Upload,
      lang: Language,
    ): Promise<SmartImportResponse | SmartImportPendingResponse> {
      // The merchant's mapping of this sheet's headers, sent now or remembered from a sheet with the same
      // headers (decision 070); keyed loosely, as headers are recognised.
      const sent = upload.columns && keyedMapping(upload.columns);
      const remembered = sent ? null : await deps.imports.columnMaps(session.clientId);
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
            doubtful.push(unpredicted(texts, match, names, lang, fields));
          });
          errors.throwIfAny();
          // A mapping that read every row is remembered for the next sheet with these headers (one that
          // left rows in error may be wrong, and would come back without asking).
          if (sent) {
            const signature = headerSignature(sheet.columns.headers);
            await deps.imports.rememberColumnMap(session.clientId, signature, sent, deps.clock.now());
          }

          if (doubtful.length === 0) {
            const forms = pending.rows.map((r) => ({ ...r.form!, government: r.government!, area: r.area! }));
            const importId = await create(session, upload, hash, 'smart', forms);
            return { ...importDone(forms.length, importId, lang), unpredected_geos: [] };
          }
          // The sheet's rows and checks are garbage by now: collected before the waiting rows are written,
          // as before a plain upload's insert (decision 082).
          collectBeforeInsert(pending.rows.length);
          const importId = await deps.transaction(async (tx) => {
            const id = await deps.imports.create(
              {
                ...importRecord(session, upload, hash, 'smart'),
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
        {
          placesInAddress: true,
          mappingFor: (header) => sent ?? remembered?.get(headerSignature(header)),
        },
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
        return importDone(forms.length, found.id, lang);
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
      const [{ names, matcher, address }, { rows, total }, learnt] = await Promise.all([
        geo(),
        deps.imports.pending(session.clientId, pageOf(query)),
        deps.imports.aliases(session.clientId),
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
          const stored = (r.pending as PendingImport).rows.find((x) => x.row === texts.row);
          const view = unpredicted(texts, match, names, lang, stored?.fields, stored?.form);
          // A text the merchant placed by hand in another upload since this one was queued is placed the
          // same here (decision 070): corrections apply across the waiting uploads, not only new ones.
          const known = learntPlace(learnt, names, texts.government_text, texts.area_text);
          if (!known) return view;
          const best = choice({ ...known, score: 1 }, names, lang);
          return { ...view, best, learnt: true as const };
        }),
      }));
      return { feed, feed_count: total };
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
  };
}
