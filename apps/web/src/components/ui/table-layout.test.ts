import { describe, expect, it } from 'vitest';
import {
  chosenColumns,
  nextSort,
  noChoice,
  planColumns,
  rangeKeys,
  sortRows,
  tableMode,
  toggleColumn,
  withKeys,
  type ColumnShape,
} from './table-layout';

const orders: ColumnShape[] = [
  { key: 'code', rowHeader: true }, // 6 rem
  { key: 'status', nowrap: true, priority: 1 }, // 6
  { key: 'receiver' }, // 9
  { key: 'phone', nowrap: true, priority: 3 }, // 6
  { key: 'area', priority: 3 }, // 9
  { key: 'amount', nowrap: true }, // 6
  { key: 'created', nowrap: true, priority: 3 }, // 6
  { key: 'note', defaultHidden: true },
  { key: 'place', cardOnly: true },
  { key: 'actions', pinned: true }, // 4
];
const keys = (cs: readonly ColumnShape[]) => cs.map((c) => c.key);

describe('tableMode', () => {
  it('cards below 576 px, the medium table to 991, the desk table from 992', () => {
    expect([360, 575, 576, 768, 991, 992, 1280].map(tableMode)).toEqual([
      'cards',
      'cards',
      'medium',
      'medium',
      'medium',
      'wide',
      'wide',
    ]);
  });
});

describe('planColumns', () => {
  const chosen = chosenColumns(orders, noChoice);

  it('shows every chosen column where they fit (52.5 rem of columns and 2.25 of checkbox in 1,000 px)', () => {
    const plan = planColumns(chosen, { mode: 'wide', boxPx: 1000, selectable: true });
    expect(keys(plan.shown)).toEqual([
      'code',
      'status',
      'receiver',
      'phone',
      'area',
      'amount',
      'created',
      'actions',
    ]);
    expect(plan.folded).toEqual([]);
    expect(plan.tooNarrow).toBe(false);
  });

  it('folds the least useful columns below 992 px even when they would fit', () => {
    const plan = planColumns(chosen, { mode: 'medium', boxPx: 1000, selectable: true });
    expect(keys(plan.folded)).toEqual(['phone', 'area', 'created']);
  });

  it('folds more, least useful and last first, until the widths fit the box, never the row header or actions', () => {
    // 28 rem: code 6 + status 6 + actions 4.5 + checkbox 2.25 + toggle 2.25 = 21; receiver (9) no longer fits.
    const plan = planColumns(chosen, { mode: 'wide', boxPx: 28 * 16, selectable: true });
    expect(keys(plan.shown)).toEqual(['code', 'status', 'actions']);
    expect(keys(plan.folded)).toEqual(['receiver', 'phone', 'area', 'amount', 'created']);
  });

  it('keeps room for the details toggle even when nothing folds (a cut value adds it)', () => {
    // 52.5 rem of columns + checkbox 2.25 + toggle 2.25 = 57 rem: 912 px fit, 911 fold one.
    expect(planColumns(chosen, { mode: 'wide', boxPx: 912, selectable: true }).folded).toEqual([]);
    expect(planColumns(chosen, { mode: 'wide', boxPx: 911, selectable: true }).folded).toHaveLength(1);
  });

  it('asks for cards when even the required columns do not fit', () => {
    expect(planColumns(chosen, { mode: 'wide', boxPx: 200, selectable: true }).tooNarrow).toBe(true);
  });
});

describe('the column choice', () => {
  it('is a difference from the defaults: a column added later still shows for a reader who chose before', () => {
    const phone = orders.find((c) => c.key === 'phone')!;
    const note = orders.find((c) => c.key === 'note')!;
    let choice = toggleColumn(phone, false, noChoice);
    choice = toggleColumn(note, true, choice);
    expect(choice).toEqual({ hide: ['phone'], show: ['note'] });
    const later = [...orders, { key: 'overdue', nowrap: true }];
    expect(keys(chosenColumns(later, choice))).toEqual([
      'code',
      'status',
      'receiver',
      'area',
      'amount',
      'created',
      'note',
      'actions',
      'overdue',
    ]);
    // Back to the default: nothing stored for it.
    expect(toggleColumn(phone, true, choice)).toEqual({ hide: [], show: ['note'] });
  });

  it('never hides the row header or the actions', () => {
    const choice = { hide: ['code', 'actions'], show: [] };
    expect(keys(chosenColumns(orders, choice))).toContain('code');
    expect(keys(chosenColumns(orders, choice))).toContain('actions');
  });
});

describe('selection helpers', () => {
  it('selects the range between the last toggled row and this one, either way', () => {
    expect(rangeKeys([1, 2, 3, 4, 5], 2, 4)).toEqual([2, 3, 4]);
    expect(rangeKeys([1, 2, 3, 4, 5], 4, 2)).toEqual([2, 3, 4]);
    expect(rangeKeys([1, 2, 3], undefined, 3)).toEqual([3]);
    expect(rangeKeys([1, 2, 3], 9, 3)).toEqual([3]);
  });

  it('adds keys without duplicates and removes them, keeping other pages’ keys', () => {
    expect(withKeys([9, 1], [1, 2, 3], true)).toEqual([9, 1, 2, 3]);
    expect(withKeys([9, 1, 2], [1, 2, 3], false)).toEqual([9]);
  });
});

describe('sorting', () => {
  it('cycles ascending, descending, none', () => {
    expect(nextSort(null, 'a')).toEqual({ key: 'a', direction: 'ascending' });
    expect(nextSort({ key: 'a', direction: 'ascending' }, 'a')).toEqual({
      key: 'a',
      direction: 'descending',
    });
    expect(nextSort({ key: 'a', direction: 'descending' }, 'a')).toBeNull();
    expect(nextSort({ key: 'a', direction: 'descending' }, 'b')).toEqual({
      key: 'b',
      direction: 'ascending',
    });
  });

  it('sorts numbers as numbers and text with numbers in it naturally, blanks last both ways', () => {
    const rows = [{ v: 'item 10' }, { v: '' }, { v: 'item 2' }, { v: 'Item 1' }];
    expect(sortRows(rows, (r) => r.v, 'ascending').map((r) => r.v)).toEqual([
      'Item 1',
      'item 2',
      'item 10',
      '',
    ]);
    expect(sortRows(rows, (r) => r.v, 'descending').map((r) => r.v)).toEqual([
      'item 10',
      'item 2',
      'Item 1',
      '',
    ]);
    expect(sortRows([{ v: 10 }, { v: 9 }], (r) => r.v, 'ascending').map((r) => r.v)).toEqual([9, 10]);
  });
});
