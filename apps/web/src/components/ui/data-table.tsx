import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Table,
  Text,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from './api-error-alert';
import classes from './data-table.module.css';

export interface DataTableColumn<T> {
  /** Unique within the table. */
  key: string;
  header: string;
  /** The cell's content; null, undefined or blank text shows the word for "none". */
  cell: (row: T) => ReactNode;
  /** This column names the row for screen readers (a `<th scope="row">`), e.g. the order code. */
  rowHeader?: boolean;
  /** Keep the cell on one line (codes, phones, dates, amounts). */
  nowrap?: boolean;
  /** Stays in view at the row's end while the table scrolls sideways (row actions). */
  pinned?: boolean;
  /**
   * Its place in the card a row becomes below 576 px: `title` (the row header's default), `badge`
   * beside the title (a status), `field` (label and value; the default), `actions` (the pinned
   * column's default) at the card's foot, or `hidden` to leave it to the details page.
   */
  card?: 'title' | 'badge' | 'field' | 'actions' | 'hidden';
  /** Only in the cards (e.g. one "place" field for the table's governorate and area columns). */
  cardOnly?: boolean;
}

/** Below Mantine's `xs` breakpoint (576 px, spec §9) every list shows a card per row instead of a table. */
export const cardsQuery = '(max-width: 35.99em)';

/**
 * Does the table fit its box? Measured after each render of the table and on every resize of the box:
 * a table wider than its box (a narrow page, a side panel, a 20-digit amount) becomes cards too, and
 * comes back once the box is as wide as the table needed. Not measured while `cards` already holds (a
 * phone): each measure forces the page's style and layout in the middle of React's commit, the one
 * function of the list's chunk that cost ~100 ms of a cold /SavedOrder at 4x throttle (decision 006).
 */
function useTableFits(rows: unknown, cards: boolean) {
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const needed = useRef(0);
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (cards || !root || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const scroll = scrollRef.current;
      if (scroll) {
        const overflow = scroll.scrollWidth > scroll.clientWidth + 1;
        // In the box's own width (the region's border included): compared with the region's inner width,
        // a table exactly as wide as the box went to cards and straight back, without end.
        if (overflow) needed.current = scroll.scrollWidth + root.clientWidth - scroll.clientWidth;
        setFits(!overflow);
      } else {
        setFits(root.clientWidth >= needed.current);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [rows, fits, cards]);
  return { rootRef, scrollRef, fits };
}

function cardPlace<T>(column: DataTableColumn<T>): NonNullable<DataTableColumn<T>['card']> {
  return column.card ?? (column.rowHeader ? 'title' : column.pinned ? 'actions' : 'field');
}

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
  onChange: (selected: K[]) => void;
  /** The accessible name of a row's checkbox, e.g. "Select order 10000008". */
  rowLabel: (row: T) => string;
  /** The bulk actions, shown above the table while rows are selected. */
  toolbar?: ReactNode;
}

export interface DataTableProps<T, K extends string | number> {
  /** Names the table for screen readers (its `<caption>`) and its scroll region. */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  /** undefined while the first page loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => K;
  /** A request is on its way (first load or another page). */
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  paging?: DataTablePaging;
  selection?: DataTableSelection<T, K>;
}

const defaultPerPageOptions = [10, 20, 50, 100] as const;

function isBlank(content: ReactNode): boolean {
  return (
    content === null ||
    content === undefined ||
    content === false ||
    (typeof content === 'string' && content.trim().length === 0)
  );
}

/**
 * The product's one server-paged table: a real `<table>` with caption and column headers, a loading
 * skeleton, empty and error states, optional row selection with a toolbar slot, page numbers and page
 * size. Below 576 px each row is a card (title and status, the fields as label and value, the actions
 * at its foot), so no column is ever clipped on a phone; wider, a table too wide for its box becomes
 * cards too (decision 018: a sideways scroll under the pinned actions clipped columns), measured in its
 * own focusable scroll region, and the page never scrolls sideways.
 */
export function DataTable<T, K extends string | number>({
  caption,
  columns,
  rows: givenRows,
  rowKey,
  loading: fetching = false,
  error,
  onRetry,
  emptyText,
  paging,
  selection,
}: DataTableProps<T, K>) {
  const { t } = useTranslation('common');
  // The rows an answer brings render in a transition: React's render of a page of rows (cells, menus)
  // yields every few ms instead of one long task (a query's answer arrives as a synchronous update).
  // Meanwhile the table keeps what it showed, as loading: the placeholder or the previous page.
  const rows = useDeferredValue(givenRows);
  const loading = fetching || rows !== givenRows;
  const captionId = useId();
  const none = t('none');
  const tableColumns = columns.filter((c) => !c.cardOnly);
  const columnCount = tableColumns.length + (selection ? 1 : 0);

  const keys = rows?.map(rowKey) ?? [];
  const selected = new Set(selection?.selected ?? []);
  const selectedHere = keys.filter((k) => selected.has(k)).length;
  const toggleAll = () => {
    if (!selection) return;
    const others = selection.selected.filter((k) => !keys.includes(k));
    selection.onChange(selectedHere === keys.length ? others : [...others, ...keys]);
  };
  const toggleOne = (key: K) => {
    if (!selection) return;
    selection.onChange(
      selected.has(key) ? selection.selected.filter((k) => k !== key) : [...selection.selected, key],
    );
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

  const skeletonRows = Math.min(paging?.perPage ?? 5, 8);
  const phone = useMediaQuery(cardsQuery, false, { getInitialValueInEffect: false });
  const { rootRef, scrollRef, fits } = useTableFits(rows, phone);
  const cards = phone || !fits;
  const cardGroups = {
    title: columns.filter((c) => cardPlace(c) === 'title'),
    badge: columns.filter((c) => cardPlace(c) === 'badge'),
    field: columns.filter((c) => cardPlace(c) === 'field'),
    actions: columns.filter((c) => cardPlace(c) === 'actions'),
  };
  const cellContent = (column: DataTableColumn<T>, row: T) => {
    const content = column.cell(row);
    return isBlank(content) ? <span className={classes.none}>{none}</span> : content;
  };

  return (
    <div className={classes.root} ref={rootRef}>
      {error ? <ApiErrorAlert error={error} onRetry={onRetry} /> : null}

      {selection && selection.selected.length > 0 && (
        <div role="region" aria-label={t('table.selection')} className={classes.toolbar}>
          <Text size="sm" fw={600}>
            {t('table.selected', { selected: selection.selected.length })}
          </Text>
          <Group gap="xs" wrap="wrap">
            {selection.toolbar}
            <Button variant="subtle" size="xs" onClick={() => selection.onChange([])}>
              {t('table.clearSelection')}
            </Button>
          </Group>
        </div>
      )}

      <Text size="sm" c="dimmed" role="status" mb={4} className={classes.status}>
        {status}
      </Text>

      {rows && rows.length === 0 && !loading ? (
        <Paper withBorder radius="md" p="xl" className={classes.empty}>
          <IconInbox size={32} aria-hidden="true" color="var(--mantine-color-gray-6)" />
          <Text>{emptyText ?? t('table.empty')}</Text>
        </Paper>
      ) : cards && !rows && loading ? (
        // On a phone the first answer is shown as cards: the placeholder is cards too. A placeholder table
        // would reflow as its header fonts load and then vanish, which Lighthouse counts as a layout
        // shift (CLS 0.07 on /SavedOrder at 412 px; docs/quality.md P2). Divs, not the list's ul and li:
        // React would reuse those elements for the real cards, and that move counts as a shift too.
        <div aria-hidden="true" className={classes.cards}>
          {Array.from({ length: skeletonRows }, (_, i) => (
            <div key={i} className={classes.card}>
              <Skeleton height={16} width="40%" radius="sm" />
              <Skeleton height={12} mt="md" radius="sm" />
              <Skeleton height={12} mt="xs" width="70%" radius="sm" />
            </div>
          ))}
        </div>
      ) : cards && rows ? (
        <ul aria-label={caption} className={classes.cards} aria-busy={loading || undefined}>
          {rows.map((row) => {
            const key = rowKey(row);
            const { title, badge, field, actions } = cardGroups;
            return (
              <li key={key} className={classes.card} data-selected={selected.has(key) || undefined}>
                <div className={classes.cardHead}>
                  {selection && (
                    <Checkbox
                      aria-label={selection.rowLabel(row)}
                      checked={selected.has(key)}
                      onChange={() => toggleOne(key)}
                    />
                  )}
                  {title.map((c) => (
                    <span key={c.key} className={classes.cardTitle}>
                      {cellContent(c, row)}
                    </span>
                  ))}
                  {badge.map((c) => (
                    <span key={c.key} className={classes.cardBadge}>
                      {cellContent(c, row)}
                    </span>
                  ))}
                </div>
                <dl className={classes.cardFields}>
                  {field.map((c) => (
                    <div key={c.key} className={classes.cardField}>
                      <dt>{c.header}</dt>
                      <dd>{cellContent(c, row)}</dd>
                    </div>
                  ))}
                </dl>
                {actions.length > 0 && (
                  <div className={classes.cardActions}>
                    {actions.map((c) => (
                      <span key={c.key}>{c.cell(row)}</span>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : rows || loading ? (
        <div
          className={classes.scroll}
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          ref={scrollRef}
        >
          <Table
            highlightOnHover
            verticalSpacing="xs"
            horizontalSpacing="sm"
            aria-busy={loading || undefined}
            className={classes.table}
            data-loading={loading && rows ? true : undefined}
          >
            <caption id={captionId} className={classes.caption}>
              {caption}
            </caption>
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th scope="col" className={classes.check}>
                    <Checkbox
                      aria-label={t('table.selectPage')}
                      checked={keys.length > 0 && selectedHere === keys.length}
                      indeterminate={selectedHere > 0 && selectedHere < keys.length}
                      disabled={keys.length === 0}
                      onChange={toggleAll}
                    />
                  </Table.Th>
                )}
                {tableColumns.map((column) => (
                  <Table.Th
                    key={column.key}
                    scope="col"
                    className={column.pinned ? `${classes.head} ${classes.pinned}` : classes.head}
                  >
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!rows
                ? Array.from({ length: skeletonRows }, (_, i) => (
                    <Table.Tr key={i}>
                      {Array.from({ length: columnCount }, (_, j) => (
                        <Table.Td key={j}>
                          <Skeleton height={14} radius="sm" />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : rows.map((row) => {
                    const key = rowKey(row);
                    return (
                      <Table.Tr key={key} data-selected={selected.has(key) || undefined}>
                        {selection && (
                          <Table.Td className={classes.check}>
                            <Checkbox
                              aria-label={selection.rowLabel(row)}
                              checked={selected.has(key)}
                              onChange={() => toggleOne(key)}
                            />
                          </Table.Td>
                        )}
                        {tableColumns.map((column) => {
                          const content = column.cell(row);
                          const Cell = column.rowHeader ? Table.Th : Table.Td;
                          return (
                            <Cell
                              key={column.key}
                              scope={column.rowHeader ? 'row' : undefined}
                              className={[
                                column.nowrap ? classes.nowrap : classes.cell,
                                column.pinned ? classes.pinned : '',
                              ].join(' ')}
                            >
                              {isBlank(content) ? <span className={classes.none}>{none}</span> : content}
                            </Cell>
                          );
                        })}
                      </Table.Tr>
                    );
                  })}
            </Table.Tbody>
          </Table>
        </div>
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
