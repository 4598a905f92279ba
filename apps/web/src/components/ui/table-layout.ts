/**
 * The table kit's decisions as pure functions (decision 057): which shape a list takes at a width, which
 * columns its table shows and which fold into a row's details, the columns a reader chose, and the rows
 * a keyboard or shift-click range selects. `data-table.tsx` renders what these decide.
 */

/** Below 576 px a card per row; from 992 px the compact desk table; between, a table that folds more. */
export type TableMode = 'cards' | 'medium' | 'wide';

export const cardsQuery = '(max-width: 35.99em)';
export const mediumQuery = '(min-width: 36em) and (max-width: 61.99em)';

export function tableMode(viewportPx: number): TableMode {
  return viewportPx < 576 ? 'cards' : viewportPx < 992 ? 'medium' : 'wide';
}

/** What the layout needs to know of a column (a subset of `DataTableColumn`). */
export interface ColumnShape {
  key: string;
  rowHeader?: boolean;
  pinned?: boolean;
  nowrap?: boolean;
  cardOnly?: boolean;
  /** 1 essential … 3 least useful: 3 folds into the row's details below 992 px, and folds first. */
  priority?: 1 | 2 | 3;
  /** The narrowest it may be, in rem (defaults: the row header or a one-line value 6, text 9, actions 4.5). */
  width?: number;
  /** Left out of the default columns; the column chooser can add it. */
  defaultHidden?: boolean;
}

export const rem = 16;
/** The selection checkbox's column and the details toggle's column, in rem. */
export const checkWidth = 2.25;
export const toggleWidth = 2.25;

export function columnWidth(column: ColumnShape): number {
  return column.width ?? (column.pinned ? 4.5 : column.rowHeader || column.nowrap ? 6 : 9);
}

/** The row header and the row's actions always stay in the table (they name and act on the row). */
export const isRequired = (column: ColumnShape) => Boolean(column.rowHeader || column.pinned);

/** The reader's column choice, stored as a difference from the defaults so a new column still appears. */
export interface ColumnChoice {
  hide: readonly string[];
  show: readonly string[];
}

export const noChoice: ColumnChoice = { hide: [], show: [] };

export function chosenColumns<C extends ColumnShape>(columns: readonly C[], choice: ColumnChoice): C[] {
  return columns.filter(
    (c) =>
      !c.cardOnly &&
      (isRequired(c) || (c.defaultHidden ? choice.show.includes(c.key) : !choice.hide.includes(c.key))),
  );
}

/** Turns one column on or off, keeping the stored difference minimal. */
export function toggleColumn(column: ColumnShape, on: boolean, choice: ColumnChoice): ColumnChoice {
  const hide = choice.hide.filter((k) => k !== column.key);
  const show = choice.show.filter((k) => k !== column.key);
  if (column.defaultHidden && on) show.push(column.key);
  if (!column.defaultHidden && !on) hide.push(column.key);
  return { hide, show };
}

export interface ColumnPlan<C> {
  /** In the table, in their order. */
  shown: C[];
  /** In the row's details (the expandable row), in their order. */
  folded: C[];
  /** Even the required columns do not fit the box: show cards. */
  tooNarrow: boolean;
}

/**
 * Fits the chosen columns into a box `boxPx` wide: in the medium mode the least useful (priority 3)
 * fold first; then, while the widths still add up to more than the box, the least useful of the rest,
 * the last first. Nothing is ever clipped: what does not fit is in the row's details.
 */
export function planColumns<C extends ColumnShape>(
  columns: readonly C[],
  { mode, boxPx, selectable }: { mode: Exclude<TableMode, 'cards'>; boxPx: number; selectable: boolean },
): ColumnPlan<C> {
  const folded = new Set<C>(
    mode === 'medium' ? columns.filter((c) => !isRequired(c) && c.priority === 3) : [],
  );
  // The details toggle's column is always kept room for: the grid adds it for a value cut in its cell
  // too, which only the rendering knows (a long note made /ops/requests 2.25 rem wider than its box).
  const budget = boxPx / rem - (selectable ? checkWidth : 0) - toggleWidth;
  const needed = () => columns.filter((c) => !folded.has(c)).reduce((sum, c) => sum + columnWidth(c), 0);
  while (needed() > budget) {
    const candidates = columns.filter((c) => !folded.has(c) && !isRequired(c));
    if (candidates.length === 0) break;
    const least = candidates.reduce((a, b) => ((b.priority ?? 2) >= (a.priority ?? 2) ? b : a));
    folded.add(least);
  }
  return {
    shown: columns.filter((c) => !folded.has(c)),
    folded: columns.filter((c) => folded.has(c)),
    tooNarrow: needed() > budget,
  };
}

/** "Select every result" selects at most this many (a bulk action on more is a job, not a click). */
export const selectAllCap = 1000;

/** The keys between the last toggled row and this one (both included), in the page's order. */
export function rangeKeys<K>(keys: readonly K[], from: K | undefined, to: K): K[] {
  const a = from === undefined ? -1 : keys.indexOf(from);
  const b = keys.indexOf(to);
  if (a < 0 || b < 0) return [to];
  return keys.slice(Math.min(a, b), Math.max(a, b) + 1);
}

/** Adds (or, when `on` is false, removes) `keys` to a selection, keeping its order and no duplicates. */
export function withKeys<K>(selected: readonly K[], keys: readonly K[], on: boolean): K[] {
  if (!on) return selected.filter((k) => !keys.includes(k));
  return [...selected, ...keys.filter((k) => !selected.includes(k))];
}

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Header clicks cycle a column: ascending, descending, then the list's own order. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
}

const collator = new Intl.Collator(['ar', 'en'], { numeric: true, sensitivity: 'base' });

/** Rows in a column's order (a stable sort; blank values last whichever the direction). */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => string | number | null | undefined,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      const blankA = a.v === null || a.v === undefined || a.v === '';
      const blankB = b.v === null || b.v === undefined || b.v === '';
      if (blankA || blankB) return blankA === blankB ? a.index - b.index : blankA ? 1 : -1;
      const order =
        typeof a.v === 'number' && typeof b.v === 'number'
          ? a.v - b.v
          : collator.compare(String(a.v), String(b.v));
      return order * sign || a.index - b.index;
    })
    .map((x) => x.row);
}
