import { xmlText } from './cells';

/**
 * The fixed parts of a one-sheet workbook (what exceljs wrote for us before, less the theme and the
 * document properties, which no spreadsheet needs): content types, relationships, the workbook naming
 * its sheet, a default style, and the worksheet's XML around its rows (view direction, column widths).
 */

const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const officeRels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRels = 'http://schemas.openxmlformats.org/package/2006/relationships';
const types = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export interface SheetLayout {
  /** The tab's name, as the user reads it. */
  name: string;
  /** Column widths in characters, from column A. */
  widths: readonly number[];
  rightToLeft: boolean;
}

/** Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 31)
      .trim() || 'Sheet1'
  );
}

export const sheetPath = 'xl/worksheets/sheet1.xml';

/** Every part but the worksheet, by path. */
export function fixedParts(layout: SheetLayout): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${types}.sheet.main+xml"/>` +
        `<Override PartName="/${sheetPath}" ContentType="${types}.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${types}.styles+xml"/>` +
        `</Types>`,
    ],
    [
      '_rels/.rels',
      `${head}<Relationships xmlns="${packageRels}">` +
        `<Relationship Id="rId1" Type="${officeRels}/officeDocument" Target="xl/workbook.xml"/>` +
        `</Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${head}<workbook xmlns="${main}" xmlns:r="${officeRels}"><bookViews><workbookView/></bookViews>` +
        `<sheets><sheet name="${xmlText(sheetName(layout.name)).replace(/"/g, '&quot;')}" sheetId="1" r:id="rId1"/></sheets>` +
        `</workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${head}<Relationships xmlns="${packageRels}">` +
        `<Relationship Id="rId1" Type="${officeRels}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${officeRels}/styles" Target="styles.xml"/>` +
        `</Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${head}<styleSheet xmlns="${main}">` +
        `<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
        `</styleSheet>`,
    ],
  ];
}

/** The worksheet up to its first row. */
export function sheetStart(layout: SheetLayout): string {
  const cols = layout.widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  return (
    `${head}<worksheet xmlns="${main}" xmlns:r="${officeRels}">` +
    `<sheetViews><sheetView workbookViewId="0"${layout.rightToLeft ? ' rightToLeft="1"' : ''}/></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>` +
    (cols ? `<cols>${cols}</cols>` : '') +
    `<sheetData>`
  );
}

export const sheetEnd = '</sheetData></worksheet>';
