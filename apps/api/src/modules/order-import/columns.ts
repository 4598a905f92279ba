import { catalog, type MessageKey, type OrderFormInput } from '@courier/contracts';

/**
 * The columns of an order sheet: which form field each one fills, its label (the template writes it in
 * Arabic and English, 'اسم المستلم / Receiver') and the other headers merchants commonly use for it.
 * A header is recognised in either language, with or without the template's bilingual form, and so are
 * the headers of stores' own exports (Shopify, WooCommerce, Salla, Zid; listed in decision 054). Names
 * earlier in a list rank higher: when two columns name one field, the better name wins ("Shipping Name"
 * over Shopify's "Name", which holds the order number).
 */

export type ImportField = keyof Pick<
  OrderFormInput,
  | 'receiver'
  | 'phone1'
  | 'phone2'
  | 'followUpMobile'
  | 'government'
  | 'area'
  | 'address'
  | 'contentOrder'
  | 'collectedAmount'
  | 'sender'
  | 'notes'
  | 'invoice_number'
>;

export interface ImportColumn {
  field: ImportField;
  label: MessageKey;
  required: boolean;
  synonyms: string[];
  /** false: read when a sheet has it, but not a column of the template (it stays the spec's eleven). */
  inTemplate?: false;
}

/** In template order. */
export const importColumns: readonly ImportColumn[] = [
  {
    field: 'receiver',
    label: 'orderColumn.receiver',
    required: true,
    synonyms: [
      'shipping name',
      'shipping full name',
      'shipping first name',
      'billing name',
      'full name',
      'اسم المشتري',
      'اسم العميل بالكامل',
      'المستلم',
      'اسم العميل',
      'العميل',
      'الاسم',
      'اسم المرسل اليه',
      'receiver name',
      'customer',
      'customer name',
      'name',
      'consignee',
    ],
  },
  {
    field: 'phone1',
    label: 'orderColumn.phone1',
    required: true,
    synonyms: [
      'shipping phone',
      'billing phone',
      'customer phone',
      'phone',
      'رقم الجوال',
      'الجوال',
      'جوال العميل',
      'رقم جوال العميل',
      'موبايل العميل',
      'الهاتف',
      'رقم الموبايل',
      'الموبايل',
      'رقم التليفون',
      'التليفون',
      'رقم الهاتف 1',
      'phone1',
      'phone 1',
      'mobile',
      'mobile number',
      'phone number',
      'telephone',
      'tel',
    ],
  },
  {
    field: 'phone2',
    label: 'orderColumn.phone2',
    required: false,
    synonyms: [
      'رقم الهاتف 2',
      'هاتف اخر',
      'رقم اخر',
      'موبايل اخر',
      'phone2',
      'phone 2',
      'mobile 2',
      'other phone',
      'alternative phone',
    ],
  },
  {
    // spec §5 follow-up mobile (decision 078): read when a column is named so; optional.
    field: 'followUpMobile',
    label: 'orderColumn.followUpMobile',
    required: false,
    inTemplate: false,
    synonyms: ['رقم المتابعه', 'هاتف المتابعه', 'follow up phone', 'follow up number'],
  },
  {
    field: 'government',
    label: 'orderColumn.government',
    required: true,
    synonyms: [
      'shipping province name',
      'shipping province',
      'shipping state',
      'shipping city',
      'billing city',
      'المدينه والمحافظه',
      'governorate',
      'محافظه',
      'المحافظه',
      'اسم المحافظه',
      'المدينه',
      'government',
      'governorate name',
      'gov',
      'city',
      'state',
      'province',
    ],
  },
  {
    field: 'area',
    label: 'orderColumn.area',
    required: true,
    synonyms: [
      'الحي او المنطقه',
      'neighborhood',
      'neighbourhood',
      'منطقه',
      'اسم المنطقه',
      'الحي',
      'المركز',
      'area name',
      'district',
      'zone',
      'region',
    ],
  },
  {
    field: 'address',
    label: 'orderColumn.address',
    required: true,
    synonyms: [
      'shipping address1',
      'shipping address 1',
      'shipping address',
      'shipping street',
      'shipping address line 1',
      'address1',
      'address 1',
      'address line 1',
      'customer address',
      'delivery address',
      'billing address 1',
      'billing address1',
      'street address',
      'عنوان الشحن',
      'عنوان التوصيل',
      'عنوان',
      'العنوان الكامل',
      'العنوان بالتفصيل',
      'عنوان المستلم',
      'عنوان العميل',
      'full address',
      'street',
      'receiver address',
    ],
  },
  {
    field: 'contentOrder',
    label: 'orderColumn.content',
    required: true,
    synonyms: [
      'lineitem name',
      'line items',
      'item name',
      'product name',
      'products',
      'المنتجات',
      'اسم المنتج',
      'المحتوى',
      'محتوى',
      'محتويات الشحنه',
      'الوصف',
      'وصف الشحنه',
      'المنتج',
      'contents',
      'content order',
      'contentorder',
      'description',
      'product',
      'items',
    ],
  },
  {
    field: 'collectedAmount',
    label: 'orderColumn.amount_to_be_collected',
    required: true,
    synonyms: [
      'order total',
      'order total amount',
      'grand total',
      'outstanding balance',
      'المجموع',
      'اجمالي الطلب',
      'الاجمالي الكلي',
      'المبلغ الاجمالي',
      'المبلغ',
      'مبلغ التحصيل',
      'المبلغ المطلوب',
      'قيمه التحصيل',
      'الاجمالي',
      'السعر',
      'amount',
      'collected amount',
      'collectedamount',
      'cod',
      'cod amount',
      'cash on delivery',
      'total',
      'price',
    ],
  },
  {
    field: 'sender',
    label: 'orderColumn.second_client',
    required: false,
    synonyms: ['اسم الراسل', 'المرسل', 'اسم المرسل', 'sender name', 'second client', 'shipper'],
  },
  {
    field: 'notes',
    label: 'orderColumn.notes',
    required: false,
    synonyms: [
      'customer note',
      'customer notes',
      'order notes',
      'ملاحظات العميل',
      'ملاحظه',
      'note',
      'comments',
      'remarks',
    ],
  },
  {
    field: 'invoice_number',
    label: 'orderColumn.invoice_number',
    required: false,
    synonyms: [
      'order id',
      'order #',
      'رقم الفاتوره',
      'الفاتوره',
      'رقم الطلب',
      'invoice',
      'invoice no',
      'order number',
      'order no',
      'reference',
    ],
  },
];

/** A header compared loosely: case, Arabic letter forms, marks, punctuation and spacing do not matter. */
export function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640*]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const fieldByHeader = new Map<string, { field: ImportField; rank: number }>();
for (const column of importColumns) {
  const names = [catalog.ar[column.label], catalog.en[column.label], column.field, ...column.synonyms];
  names.forEach((name, rank) => {
    const key = headerKey(name);
    if (!fieldByHeader.has(key)) fieldByHeader.set(key, { field: column.field, rank });
  });
}

export interface SheetColumns {
  /** Which field each column (0-based) fills; unknown columns are ignored. */
  fieldAt: Map<number, ImportField>;
  /** The header of each found field, exactly as the file writes it (for row errors). */
  headerOf: Map<ImportField, string>;
  /** Required fields no header names. */
  missing: ImportField[];
  /**
   * The sheet has an address column but not both place columns: places are read from the address (with
   * the governorate or area column's text, when one is there, as part of it).
   */
  placesInAddress: boolean;
  /** The header row as written, column by column (the mapping step shows it). */
  headers: string[];
}

/**
 * A merchant's mapping of a sheet's headers (decision 070): each header's loose key → the field it fills,
 * or '' for a column left unused. It wins over the recognised names.
 */
export type ColumnMapping = Record<string, string>;

const isImportField = (v: string): v is ImportField => importColumns.some((c) => c.field === v);

/** The header row compared loosely, the key a mapping is remembered by. */
export const headerSignature = (cells: string[]): string => cells.map(headerKey).join('|');

/**
 * Maps a header row; a bilingual header ('اسم المستلم / Receiver') is tried whole, then part by part. With
 * `placesInAddress` (the smart upload), a sheet naming neither a governorate nor an area column but an
 * address column is complete: the whole-address matcher reads the places from the address.
 */
export function matchHeader(
  cells: string[],
  options?: { placesInAddress?: boolean; mapping?: ColumnMapping },
): SheetColumns {
  const best = new Map<ImportField, { index: number; rank: number; text: string }>();
  cells.forEach((text, index) => {
    const mapped = options?.mapping?.[headerKey(text)];
    if (mapped === '') return; // the merchant left this column unused
    const candidates = [text, ...text.split(/[/|\\\n]/)];
    const found =
      mapped !== undefined && isImportField(mapped)
        ? { field: mapped, rank: -1 }
        : candidates.map((c) => fieldByHeader.get(headerKey(c))).find((f) => f !== undefined);
    // The best-ranked column naming a field wins, the first among equals; the others are ignored.
    const known = found && best.get(found.field);
    if (found && (!known || found.rank < known.rank))
      best.set(found.field, { index, rank: found.rank, text: text.trim() });
  });
  const fieldAt = new Map<number, ImportField>();
  const headerOf = new Map<ImportField, string>();
  for (const [field, { index, text }] of best) {
    fieldAt.set(index, field);
    headerOf.set(field, text);
  }
  const placesInAddress =
    options?.placesInAddress === true &&
    headerOf.has('address') &&
    !(headerOf.has('government') && headerOf.has('area'));
  // The smart upload never needs the place columns: an address column alone is enough (asking a store's
  // export for "Governorate, Area" sent merchants after columns they did not need).
  const placeOptional = options?.placesInAddress === true;
  const missing = importColumns
    .filter((c) => c.required && !headerOf.has(c.field))
    .filter((c) => !(placeOptional && (c.field === 'government' || c.field === 'area')))
    .map((c) => c.field);
  return { fieldAt, headerOf, missing, placesInAddress, headers: cells.map((c) => c.trim()) };
}

export const columnOf = (field: ImportField): ImportColumn => importColumns.find((c) => c.field === field)!;
