import { Button, Group, NativeSelect, Pagination, Paper, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from './api-error-alert';
import { CardSkeletons, TableCards } from './table-cards';
import { TableGrid } from './table-grid';
import {
  cardsQuery,
  chosenColumns,
  mediumQuery,
  planColumns,
  rangeKeys,
  selectAllCap,
  sortRows,
  withKeys,
  type SortState,
} from './table-layout';
import { isBlank, type DataTableColumn } from './table-column';
import { useTablePrefs } from './table-prefs';
import { TableSettings } from './table-settings';
import classes from './data-table.module.css';

export { cardsQuery, selectAllCap };
export type { DataTableColumn };

/** Server paging: the table shows the page it is given and asks for others. */
export interface DataTablePaging {
  page: number;
  perPage: number;
  total: number;
  /** `total` is a lower bound: a capped count of matches (decision 033), shown as "1000+". */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** Offer a page-size choice (resets to the first page in the caller). */
  onPerPageChange?: (perPage: number) => void;
  perPageOptions?: readonly number[];
}

export interface DataTableSelection<T, K> {
  selected: readonly K[];
  /** The keys, and the rows of those keys the table has seen (this page, earlier pages, "select all"). */
  onChange: (selected: K[], rows: T[]) => void;
  /** The accessible name of a row's checkbox, e.g. "Select order 10000008". */
  rowLabel: (row: T) => string;
  /** The bulk actions, shown above the table while rows are selected. */
  toolbar?: ReactNode;
  /** Every row matching the list's filters (up to `selectAllCap`): offers "select every result". */
  loadAll?: () => Promise<readonly T[]>;
}

export interface DataTableProps<T, K extends string | number> {
  /** Names the table for screen readers (its `<caption>`). */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  /** undefined while the first page loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => K;
  /** Names the list's stored column choice; by default its column keys. */
  id?: string;
  /** A request is on its way (first load or another page). */
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  paging?: DataTablePaging;
  selection?: DataTableSelection<T, K>;
  /** The server sorts (a paged list whose API takes an order): the table shows and asks for it. */
  sort?: { state: SortState | null; onChange: (next: SortState | null) => void };
}

const defaultPerPageOptions = [10, 20, 50, 100] as const;

/** The box's width, watched without forcing a layout (a ResizeObserver reports after the browser's own). */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() => {
    if (typeof window === 'undefined') return 1024;
    // Until the first report: the window less the console's side navigation and padding.
    const w = window.innerWidth;
    return w >= 768 ? w - 310 : w - 24;
  });
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The product's one list kit (decision 057): a real `<table>` with caption and column headers, a loading
 * skeleton, empty and error states, selection with its bulk actions, page numbers and page size. Below
 * 576 px a card per row; from 992 px a compact table with a sticky header; between, the least useful
 * columns fold into an expandable row, and at any width what does not fit its box folds there too, so no
 * column is clipped and the page never scrolls sideways. Long values are cut with an ellipsis and shown
 * whole on hover, on focus and in the row's details. Each reader chooses the columns and the density.
 */
export function DataTable<T, K extends string | number>({
  caption,
  columns,
  rows: givenRows,
  rowKey,
  id,
  loading: fetching = false,
  error,
  onRetry,
  emptyText,
  paging,
  selection,
  sort,
}: DataTableProps<T, K>) {
  const { t } = useTranslation('common');
  // The rows an answer brings render in a transition: React's render of a page of rows (cells, menus)
  // yields every few ms instead of one long task (a query's answer arrives as a synchronous update).
  // Meanwhile the table keeps what it showed, as loading: the placeholder or the previous page.
  const deferredRows = useDeferredValue(givenRows);
  const loading = fetching || deferredRows !== givenRows;
  const none = t('none');
  const prefs = useTablePrefs(id ?? columns.map((c) => c.key).join(','));
  const phone = useMediaQuery(cardsQuery, false, { getInitialValueInEffect: false });
  const medium = useMediaQuery(mediumQuery, false, { getInitialValueInEffect: false });
  const { ref: boxRef, width: boxWidth } = useBoxWidth();
  const [localSort, setLocalSort] = useState<SortState | null>(null);
  const [selectingAll, setSelectingAll] = useState(false);
  const lastToggled = useRef<K | undefined>(undefined);
  const seen = useRef(new Map<K, T>());

  const sortState = sort ? sort.state : paging ? null : localSort;
  const sortColumn = sortState && columns.find((c) => c.key === sortState.key);
  const rows =
    deferredRows && !sort && sortState && sortColumn?.sortValue
      ? sortRows(deferredRows, sortColumn.sortValue, sortState.direction)
      : deferredRows;
  const sortable = Boolean(sort) || !paging;

  const chosen = chosenColumns(columns, prefs.choice);
  const plan = planColumns(chosen, {
    mode: medium ? 'medium' : 'wide',
    boxPx: boxWidth,
    selectable: Boolean(selection),
  });
  const cards = phone || plan.tooNarrow;

  const keys = rows?.map(rowKey) ?? [];
  const selected = new Set(selection?.selected ?? []);
  const selectedHere = keys.filter((k) => selected.has(k)).length;
  const change = (next: K[]) => {
    rows?.forEach((row) => seen.current.set(rowKey(row), row));
    selection?.onChange(
      next,
      next.flatMap((k) => (seen.current.has(k) ? [seen.current.get(k)!] : [])),
    );
  };
  const setPage = (on: boolean) => change(withKeys(selection?.selected ?? [], keys, on));
  const toggleOne = (key: K, range = false) => {
    const on = !selected.has(key);
    const affected = range ? rangeKeys(keys, lastToggled.current, key) : [key];
    lastToggled.current = key;
    change(withKeys(selection?.selected ?? [], affected, on));
  };
  const selectAll = async () => {
    if (!selection?.loadAll) return;
    setSelectingAll(true);
    try {
      const all = (await selection.loadAll()).slice(0, selectAllCap);
      all.forEach((row) => seen.current.set(rowKey(row), row));
      change(withKeys(selection.selected, all.map(rowKey), true));
    } finally {
      setSelectingAll(false);
    }
  };

  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.perPage)) : 1;
  const from = paging && paging.total > 0 ? (paging.page - 1) * paging.perPage + 1 : 0;
  const to = paging ? Math.min(paging.total, paging.page * paging.perPage) : (rows?.length ?? 0);
  const status = loading
    ? t('loading')
    : error && !rows
      ? ''
      : paging && paging.total > 0
        ? t(paging.totalCapped ? 'table.rangeCapped' : 'table.range', { from, to, total: paging.total })
        : t('table.count', { rows: rows?.length ?? 0 });
  const offerAll =
    selection?.loadAll &&
    paging &&
    keys.length > 0 &&
    selectedHere === keys.length &&
    selection.selected.length < Math.min(paging.total, selectAllCap);

  const skeletonRows = Math.min(paging?.perPage ?? 5, 8);
  const cellContent = (column: DataTableColumn<T>, row: T) => {
    const content = column.cell(row);
    return isBlank(content) ? <span className={classes.none}>{none}</span> : content;
  };

  return (
    <div className={classes.root} ref={boxRef}>
      {error ? <ApiErrorAlert error={error} onRetry={onRetry} /> : null}

      {selection && selection.selected.length > 0 && (
        <div role="region" aria-label={t('table.selection')} className={classes.toolbar}>
          <Text size="sm" fw={600}>
            {t('table.selected', { selected: selection.selected.length })}
          </Text>
          <Group gap="xs" wrap="wrap">
            {offerAll && (
              <Button
                variant="light"
                size="xs"
                loading={selectingAll}
                onClick={() => void selectAll()}
                data-select-all=""
              >
                {t(paging.total > selectAllCap ? 'table.selectFirst' : 'table.selectAll', {
                  total: Math.min(paging.total, selectAllCap),
                })}
              </Button>
            )}
            {selection.toolbar}
            <Button variant="subtle" size="xs" onClick={() => change([])}>
              {t('table.clearSelection')}
            </Button>
          </Group>
        </div>
      )}

      <div className={classes.statusLine}>
        <Text size="sm" c="dimmed" role="status" className={classes.status}>
          {status}
        </Text>
        {!cards && (
          <TableSettings
            columns={columns}
            shownKeys={new Set(chosen.map((c) => c.key))}
            choice={prefs.choice}
            onChoice={prefs.setChoice}
            density={prefs.density}
            onDensity={prefs.setDensity}
          />
        )}
      </div>

      {rows && rows.length === 0 && !loading ? (
        <Paper withBorder radius="md" p="xl" className={classes.empty}>
          <IconInbox size={32} aria-hidden="true" color="var(--mantine-color-gray-6)" />
          <Text>{emptyText ?? t('table.empty')}</Text>
        </Paper>
      ) : cards && !rows && loading ? (
        <CardSkeletons count={skeletonRows} />
      ) : cards && rows ? (
        <TableCards
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          loading={loading}
          cellContent={cellContent}
          selected={selected}
          select={selection && { rowLabel: selection.rowLabel, toggle: (key: K) => toggleOne(key) }}
        />
      ) : rows || loading ? (
        <TableGrid
          caption={caption}
          plan={plan}
          rows={rows}
          rowKey={rowKey}
          loading={loading}
          skeletonRows={skeletonRows}
          density={prefs.density}
          cellContent={cellContent}
          sort={sortable ? { state: sortState, onChange: sort ? sort.onChange : setLocalSort } : undefined}
          select={
            selection && {
              selected,
              selectedHere,
              rowLabel: selection.rowLabel,
              toggle: toggleOne,
              setPage,
              clear: () => change([]),
            }
          }
        />
      ) : null}

      {paging && (rows?.length ?? 0) > 0 && (
        <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
          {paging.onPerPageChange ? (
            <NativeSelect
              size="xs"
              label={t('table.perPage')}
              value={String(paging.perPage)}
              data={(paging.perPageOptions ?? defaultPerPageOptions).map(String)}
              onChange={(event) => paging.onPerPageChange?.(Number(event.currentTarget.value))}
              classNames={{ root: classes.perPage, label: classes.perPageLabel }}
            />
          ) : (
            <span />
          )}
          {pages > 1 && (
            <nav aria-label={t('table.pagination')}>
              <Pagination
                size="sm"
                total={pages}
                value={paging.page}
                onChange={paging.onPageChange}
                siblings={1}
                boundaries={1}
                getItemProps={(page) => ({ 'aria-label': t('table.page', { page }) })}
                getControlProps={(control) => ({
                  'aria-label': t(control === 'next' || control === 'last' ? 'table.next' : 'table.previous'),
                })}
              />
            </nav>
          )}
        </Group>
      )}
    </div>
  );
}
