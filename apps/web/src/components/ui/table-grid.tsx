import { ActionIcon, Checkbox, Skeleton, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronDown } from '@tabler/icons-react';
import { Fragment, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isBlank, type DataTableColumn } from './table-column';
import { ClippedCell, textOf } from './table-cell';
import { useCutCells } from './use-cut-cells';
import {
  checkWidth,
  columnWidth,
  nextSort,
  toggleWidth,
  type ColumnPlan,
  type SortState,
} from './table-layout';
import type { Density } from './table-prefs';
import classes from './data-table.module.css';

interface TableGridProps<T, K> {
  caption: string;
  plan: ColumnPlan<DataTableColumn<T>>;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => K;
  loading: boolean;
  skeletonRows: number;
  density: Density;
  cellContent: (column: DataTableColumn<T>, row: T) => ReactNode;
  sort?: { state: SortState | null; onChange: (next: SortState | null) => void };
  select?: {
    selected: ReadonlySet<K>;
    selectedHere: number;
    rowLabel: (row: T) => string;
    toggle: (key: K, range?: boolean) => void;
    setPage: (on: boolean) => void;
    clear: () => void;
  };
}

const sortIcons = { ascending: IconArrowUp, descending: IconArrowDown } as const;

/**
 * The table of the kit: fixed column widths that add up to no more than its box (`planColumns`), a
 * sticky header, each value on one line (cut with an ellipsis, whole on hover and focus), the folded
 * columns and the cut values in an expandable details row, and the keyboard's selection: arrows move
 * between rows' checkboxes, Shift with an arrow or a click selects a range, Escape clears.
 */
export function TableGrid<T, K extends string | number>({
  caption,
  plan,
  rows,
  rowKey,
  loading,
  skeletonRows,
  density,
  cellContent,
  sort,
  select,
}: TableGridProps<T, K>) {
  const { t } = useTranslation('common');
  const captionId = useId();
  const hintId = useId();
  const [open, setOpen] = useState<ReadonlySet<K>>(new Set());
  const tableRef = useRef<HTMLTableElement>(null);
  const { cut, onFocus, onBlur, hideTip, tooltip } = useCutCells(tableRef, useId());
  const { shown, folded } = plan;

  // What each row's details hold: the folded columns and the shown values cut in their cell.
  const cutIn = (index: number) => shown.filter((c) => cut.has(`${index}:${c.key}`));
  const withDetails = folded.length > 0 || cut.size > 0;
  const columnCount = shown.length + (select ? 1 : 0) + (withDetails ? 1 : 0);
  const keys = rows?.map(rowKey) ?? [];

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key === 'Escape') hideTip();
    if (!select) return;
    if (event.key === 'Escape') {
      hideTip();
      select.clear();
      return;
    }
    const index = Number((event.target as HTMLElement).dataset.rowCheck);
    if (Number.isNaN(index)) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      const target = event.currentTarget.querySelector<HTMLInputElement>(`[data-row-check="${next}"]`);
      if (!target) return;
      event.preventDefault();
      target.focus();
      const key = keys[next];
      if (event.shiftKey && key !== undefined && !select.selected.has(key)) select.toggle(key);
    } else if (event.key === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      select.setPage(true);
    }
  };

  const header = (column: DataTableColumn<T>) => {
    if (!sort || !column.sortValue) return column.header;
    const direction = sort.state?.key === column.key ? sort.state.direction : null;
    const Icon = direction ? sortIcons[direction] : IconArrowsSort;
    return (
      <UnstyledButton
        className={classes.sort}
        onClick={() => sort.onChange(nextSort(sort.state, column.key))}
        aria-label={t('table.sortBy', { column: column.header })}
      >
        <span>{column.header}</span>
        <Icon size={14} aria-hidden="true" />
      </UnstyledButton>
    );
  };

  return (
    <div className={classes.grid}>
      <Table
        ref={tableRef}
        highlightOnHover
        verticalSpacing={density === 'compact' ? 4 : 'xs'}
        horizontalSpacing="xs"
        aria-busy={loading || undefined}
        aria-describedby={select ? hintId : undefined}
        className={classes.table}
        data-density={density}
        data-loading={loading && rows ? true : undefined}
      >
        <caption id={captionId} className={classes.caption}>
          {caption}
        </caption>
        <colgroup>
          {select && <col style={{ width: `${checkWidth}rem` }} />}
          {withDetails && <col style={{ width: `${toggleWidth}rem` }} />}
          {shown.map((c) => (
            <col key={c.key} style={{ width: `${columnWidth(c)}rem` }} />
          ))}
        </colgroup>
        <Table.Thead className={classes.thead}>
          <Table.Tr>
            {select && (
              <Table.Th scope="col" className={classes.head}>
                <Checkbox
                  size="xs"
                  aria-label={t('table.selectPage')}
                  checked={keys.length > 0 && select.selectedHere === keys.length}
                  indeterminate={select.selectedHere > 0 && select.selectedHere < keys.length}
                  disabled={keys.length === 0}
                  onChange={() => select.setPage(select.selectedHere !== keys.length)}
                />
              </Table.Th>
            )}
            {withDetails && <Table.Td className={classes.head} aria-hidden="true" />}
            {shown.map((column) => {
              const direction = sort?.state?.key === column.key ? sort.state.direction : undefined;
              return (
                <Table.Th
                  key={column.key}
                  scope="col"
                  className={classes.head}
                  aria-sort={column.sortValue && sort ? (direction ?? 'none') : undefined}
                >
                  {header(column)}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody onKeyDown={onKeyDown} onFocus={onFocus} onBlur={onBlur}>
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
            : rows.map((row, index) => {
                const key = rowKey(row);
                const details = [...folded, ...cutIn(index)];
                const expanded = open.has(key);
                const detailsId = `${captionId}-${String(key)}`;
                return (
                  <Fragment key={key}>
                    <Table.Tr data-selected={select?.selected.has(key) || undefined}>
                      {select && (
                        <Table.Td>
                          <Checkbox
                            size="xs"
                            aria-label={select.rowLabel(row)}
                            checked={select.selected.has(key)}
                            data-row-check={index}
                            onChange={(event) =>
                              select.toggle(key, (event.nativeEvent as MouseEvent).shiftKey === true)
                            }
                          />
                        </Table.Td>
                      )}
                      {withDetails && (
                        <Table.Td>
                          {details.length > 0 && (
                            <ActionIcon
                              size="sm"
                              variant="subtle"
                              color="gray.8"
                              aria-label={t('table.details')}
                              aria-expanded={expanded}
                              aria-controls={expanded ? detailsId : undefined}
                              className={classes.toggle}
                              onClick={() =>
                                setOpen((now) => {
                                  const next = new Set(now);
                                  if (!next.delete(key)) next.add(key);
                                  return next;
                                })
                              }
                            >
                              <IconChevronDown size={16} aria-hidden="true" />
                            </ActionIcon>
                          )}
                        </Table.Td>
                      )}
                      {shown.map((column) => {
                        const raw = column.cell(row);
                        const content = isBlank(raw) ? cellContent(column, row) : raw;
                        const Cell = column.rowHeader ? Table.Th : Table.Td;
                        return (
                          <Cell key={column.key} scope={column.rowHeader ? 'row' : undefined}>
                            {column.pinned ? (
                              <div className={classes.actions}>{content}</div>
                            ) : (
                              <ClippedCell
                                text={column.text?.(row) ?? textOf(raw)}
                                id={`${index}:${column.key}`}
                              >
                                {content}
                              </ClippedCell>
                            )}
                          </Cell>
                        );
                      })}
                    </Table.Tr>
                    {expanded && details.length > 0 && (
                      <Table.Tr id={detailsId} className={classes.detailsRow}>
                        <Table.Td colSpan={columnCount}>
                          <dl className={classes.details}>
                            {details.map((c) => (
                              <div key={c.key} className={classes.cardField}>
                                <dt>{c.header}</dt>
                                <dd>{cellContent(c, row)}</dd>
                              </div>
                            ))}
                          </dl>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
        </Table.Tbody>
      </Table>
      {tooltip}
      {select && (
        <span id={hintId} className={classes.caption}>
          {t('table.keyboard')}
        </span>
      )}
    </div>
  );
}
