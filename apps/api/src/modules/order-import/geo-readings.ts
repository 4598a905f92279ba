import { IGNORED_CELL, MAX_SPLIT_WORDS, REARRANGED } from './geo-scores';

/** The geo matcher's readings of a row: which cell names the governorate, which the area. */

/** One way of reading a row: which text names the governorate, which the area, and what it costs. */
export interface Reading {
  government: string;
  area: string;
  /** Another part of the row that must name the same governorate ("القاهرة" in "مدينة نصر - القاهرة"). */
  governmentAlso?: string;
  /**
   * Only exact / loose names count for the governorate (rearranged readings: text that moved cells must
   * name its governorate plainly, which also keeps them cheap).
   */
  plainGovernment?: boolean;
  /** Only exact / loose names count for the area (a reading that already ignores a cell must not guess). */
  plainArea?: boolean;
  factor: number;
}

/** The ways a row can be read, the plain one first. Texts are already normalised. */
export function readingsOf(government: string, area: string): Reading[] {
  const readings: Reading[] = [{ government, area, factor: 1 }];
  if (government !== '' && area !== '') {
    readings.push({ government: area, area: government, plainGovernment: true, factor: REARRANGED });
    // The governorate cell holds an area and the area cell a street or sub-area we do not know.
    readings.push({ government: '', area: government, plainArea: true, factor: REARRANGED * IGNORED_CELL });
  }
  // A city in the governorate cell and nothing in the area cell ("المنصورة", ""): named plainly, or the
  // governorate fuzzy search of the plain reading is the better guess.
  if (government !== '' && area === '')
    readings.push({ government: '', area: government, plainArea: true, factor: REARRANGED });
  readings.push(...splitReadings(government, area, false), ...splitReadings(area, government, true));
  return readings;
}

/** Readings that cut one cell in two ("القاهرة - مدينة نصر"): one part names the governorate, one the area. */
function splitReadings(cell: string, other: string, cellIsArea: boolean): Reading[] {
  const words = cell.split(' ');
  if (words.length < 2 || words.length > MAX_SPLIT_WORDS) return [];
  const readings: Reading[] = [];
  const split = { plainGovernment: true, factor: REARRANGED };
  for (let k = 1; k < words.length; k++) {
    const head = words.slice(0, k).join(' ');
    const tail = words.slice(k).join(' ');
    if (other === '') {
      readings.push({ government: head, area: tail, ...split }, { government: tail, area: head, ...split });
    } else if (cellIsArea) {
      // Both parts must be explained: one is the area, the other repeats the governorate.
      readings.push(
        { government: other, governmentAlso: head, area: tail, ...split },
        { government: other, governmentAlso: tail, area: head, ...split },
      );
    }
  }
  return readings;
}
