import { type ImportOrdersResponse, type Language, type OrderForm } from '@courier/contracts';
import type { FileDownload } from '../../http/send-file';
import type { AuthContext } from '../../http/auth-guard';
import { forEachBreathing } from '../../lib/breather';
import { importDone, type ImportShared, type OrderImportDeps, type Upload } from './order-import-shared';
import { checkRow, createRowErrors } from './order-rows';
import { buildTemplate } from './template';

// The plain upload (spec §4): places by name or id, every row valid or nothing created; and the template.

export function createPlainImport(deps: OrderImportDeps, { withSheet, create }: ImportShared) {
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
        return importDone(forms.length, await create(session, upload, hash, 'plain', forms), lang);
      });
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
