import { catalog, translate, type Language, type MessageKey } from '@courier/contracts';
import { importColumns, type ImportField } from './columns';
import type { GeoReference } from './geo-matcher';
import { loadExcel } from '../../lib/xlsx/excel';

/**
 * The upload template: the order columns with bilingual headers ('اسم المستلم / Receiver'), which the
 * upload recognises whole or by either half; one example row in the chosen language; and a second sheet
 * listing every governorate and its areas (ids and names in both languages) to copy from.
 */

const bilingual = (key: MessageKey) => `${catalog.ar[key]} / ${catalog.en[key]}`;

const templateColumns = importColumns.filter((c) => c.inTemplate !== false);
const textColumns = new Set<ImportField>(['phone1', 'phone2', 'followUpMobile', 'invoice_number']);

export async function buildTemplate(reference: GeoReference, lang: Language): Promise<Buffer> {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  const rtl = lang === 'ar';

  const orders = workbook.addWorksheet(translate('import.ordersSheet', lang), {
    views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }],
  });
  orders.columns = templateColumns.map((c) => ({
    header: bilingual(c.label),
    width: c.field === 'address' ? 40 : 24,
    // Text format keeps the leading 0 of phone numbers that Excel would otherwise drop.
    style: textColumns.has(c.field) ? { numFmt: '@' } : {},
  }));
  orders.getRow(1).font = { bold: true };
  const example = exampleRow(reference, lang);
  orders.addRow(templateColumns.map((c) => example[c.field]));

  const places = workbook.addWorksheet(translate('import.placesSheet', lang), {
    views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }],
  });
  places.columns = [
    { header: bilingual('orderColumn.government_id'), width: 14 },
    { header: `${catalog.ar['orderColumn.government']} (عربي)`, width: 22 },
    { header: `${catalog.en['orderColumn.government']} (English)`, width: 22 },
    { header: bilingual('orderColumn.area_id'), width: 14 },
    { header: `${catalog.ar['orderColumn.area']} (عربي)`, width: 26 },
    { header: `${catalog.en['orderColumn.area']} (English)`, width: 26 },
  ];
  places.getRow(1).font = { bold: true };
  const governorates = new Map(reference.governorates.map((g) => [g.id, g]));
  const areas = [...reference.areas].sort(
    (a, b) => a.governorateId - b.governorateId || a.nameAr.localeCompare(b.nameAr, 'ar'),
  );
  for (const area of areas) {
    const g = governorates.get(area.governorateId);
    if (g) places.addRow([g.id, g.nameAr, g.nameEn, area.id, area.nameAr, area.nameEn]);
  }

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A valid order (its place taken from the reference, so the example itself would import). */
function exampleRow(reference: GeoReference, lang: Language): Record<ImportField, string | number> {
  const area = reference.areas[0];
  const governorate = reference.governorates.find((g) => g.id === area?.governorateId);
  const en = lang === 'en';
  return {
    receiver: en ? 'Mohamed Ahmed' : 'محمد أحمد',
    phone1: '01012345678',
    phone2: '',
    followUpMobile: '',
    government: (en ? governorate?.nameEn : governorate?.nameAr) ?? '',
    area: (en ? area?.nameEn : area?.nameAr) ?? '',
    address: en ? '12 Abbas El Akkad St., 3rd floor' : '12 شارع عباس العقاد، الدور الثالث',
    contentOrder: en ? 'Clothes' : 'ملابس',
    collectedAmount: 350,
    sender: '',
    notes: en ? 'Call before delivery' : 'الاتصال قبل التوصيل',
    invoice_number: 'INV-1001',
  };
}
