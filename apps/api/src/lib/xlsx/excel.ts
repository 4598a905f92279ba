/**
 * exceljs, for the two small workbooks that want its model: the import template (two sheets, a list of
 * places, bold headers) and the merchant's statements (a sheet per statement, a bold footer). Everything
 * large is read and written without it: reader.ts and sheet-stream.ts (decisions 034 and 039).
 * It costs ~0.3 s to load: loaded on the first such workbook, not at start-up (docs/quality.md P8).
 */
export const loadExcel = () => import('exceljs').then((m) => m.default);
