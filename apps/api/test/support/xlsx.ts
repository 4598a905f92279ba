import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { CallResult, TestContext } from './harness';

/**
 * Spreadsheet fixtures built in memory: order sheets (exceljs), hand-made zips (bombs, wrong parts) and
 * multipart bodies for app.inject.
 */

export const templateHeaders = {
  ar: [
    'اسم المستلم',
    'رقم الهاتف',
    'رقم هاتف آخر',
    'المحافظة',
    'المنطقة',
    'العنوان',
    'محتوى الشحنة',
    'المبلغ المطلوب تحصيله',
    'الراسل',
    'ملاحظات',
    'رقم الفاتورة',
  ],
  en: [
    'Receiver',
    'Phone',
    'Second phone',
    'Governorate',
    'Area',
    'Address',
    'Content',
    'Amount to collect',
    'Sender',
    'Notes',
    'Invoice number',
  ],
} as const;

export type SheetCell = string | number | null;

/** An order row in template column order. */
export function orderRow(
  overrides: Partial<
    Record<
      | 'receiver'
      | 'phone1'
      | 'phone2'
      | 'government'
      | 'area'
      | 'address'
      | 'content'
      | 'amount'
      | 'sender'
      | 'notes'
      | 'invoice',
      SheetCell
    >
  > = {},
  i = 0,
): SheetCell[] {
  const v = {
    receiver: `محمد علي ${i}`,
    phone1: '01012345678',
    phone2: null,
    government: 'القاهرة',
    area: 'مدينة نصر',
    address: `${i + 1} شارع التحرير`,
    content: 'كتب',
    amount: 150,
    sender: null,
    notes: null,
    invoice: `INV-${i}`,
    ...overrides,
  };
  return [
    v.receiver,
    v.phone1,
    v.phone2,
    v.government,
    v.area,
    v.address,
    v.content,
    v.amount,
    v.sender,
    v.notes,
    v.invoice,
  ];
}

/** An xlsx with one sheet: the header row then the rows (a second sheet can be added). */
export async function xlsxOf(
  header: readonly SheetCell[],
  rows: readonly (readonly SheetCell[])[],
  options: { extraSheet?: boolean } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  if (options.extraSheet) workbook.addWorksheet('Other').addRow(['not', 'orders']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `count` valid order rows (distinct receivers and invoices, so every file hashes differently). */
export function orderRows(count: number, overrides: Parameters<typeof orderRow>[0] = {}): SheetCell[][] {
  const salt = randomBytes(3).toString('hex');
  return Array.from({ length: count }, (_, i) => orderRow({ invoice: `INV-${salt}-${i}`, ...overrides }, i));
}

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** The uncompressed size written in the headers; the real one when omitted (a bomb lies here). */
  declaredSize?: number;
}

/** A zip made by hand (deflated entries), to build archives exceljs would never write. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const packed = deflateRawSync(data);
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts every xlsx has, so that only the bomb itself is wrong. */
export const xlsxParts: ZipEntry[] = [
  { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types/>' },
  { name: 'xl/workbook.xml', data: '<?xml version="1.0"?><workbook/>' },
];

/** A multipart/form-data body with text fields and an optional file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field?: string; name: string; content: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----courier${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'import_file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every sheet of an xlsx as rows of cell values (index 0 = column A). */
export async function sheetsOf(file: Buffer): Promise<{ name: string; rows: unknown[][] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  });
}

/** POSTs a file as multipart `import_file` (or another field) through app.inject. */
export async function postFile(
  t: TestContext,
  url: string,
  content: Buffer,
  options: {
    token?: string;
    lang?: 'ar' | 'en';
    name?: string;
    field?: string;
    /** Text fields sent before the file. */
    fields?: Record<string, string>;
  } = {},
): Promise<CallResult> {
  const { payload, headers } = multipart(options.fields ?? {}, {
    name: options.name ?? 'orders.xlsx',
    content,
    field: options.field,
  });
  const raw = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
  let body: unknown = raw.body;
  try {
    body = JSON.parse(raw.body);
  } catch {
    /* a file */
  }
  return { status: raw.statusCode, headers: raw.headers, body, raw };
}

/**
 * The "expensive spreadsheet" of a denial of service: the template's English header, then `rows` rows
 * whose only cell sits in a column no order field reads (so every row looks empty to the importer).
 * Cheap to build and small once zipped, costly to parse to its end.
 */
export function unusedColumnBomb(rows: number): Buffer {
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const header = templateHeaders.en.map((h, i) => cell(`${String.fromCharCode(65 + i)}1`, h)).join('');
  const body: string[] = [`<row r="1">${header}</row>`];
  for (let r = 2; r <= rows + 1; r++) body.push(`<row r="${r}"><c r="Z${r}"><v>${r % 97}</v></c></row>`);
  const sheet = `<?xml version="1.0"?><worksheet><sheetData>${body.join('')}</sheetData></worksheet>`;
  return zipOf([...xlsxParts, { name: 'xl/worksheets/sheet1.xml', data: sheet }]);
}
