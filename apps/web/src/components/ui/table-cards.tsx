import { Checkbox, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './table-column';
import classes from './data-table.module.css';

function cardPlace<T>(column: DataTableColumn<T>): NonNullable<DataTableColumn<T>['card']> {
  return column.card ?? (column.rowHeader ? 'title' : column.pinned ? 'actions' : 'field');
}

interface TableCardsProps<T, K> {
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => K;
  loading: boolean;
  cellContent: (column: DataTableColumn<T>, row: T) => ReactNode;
  selected: ReadonlySet<K>;
  /** The row checkbox's name and its toggle, when the list selects. */
  select?: { rowLabel: (row: T) => string; toggle: (key: K) => void };
}

/**
 * Below 576 px a card per row: title and status, the fields as label and value (long values wrap, whole),
 * the actions at its foot. Each column names its place (`card`).
 */
export function TableCards<T, K extends string | number>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  cellContent,
  selected,
  select,
}: TableCardsProps<T, K>) {
  const place = (p: string) => columns.filter((c) => cardPlace(c) === p);
  const [title, badge, field, actions] = ['title', 'badge', 'field', 'actions'].map(place) as [
    DataTableColumn<T>[],
    DataTableColumn<T>[],
    DataTableColumn<T>[],
    DataTableColumn<T>[],
  ];
  return (
    <ul aria-label={caption} className={classes.cards} aria-busy={loading || undefined}>
      {rows.map((row) => {
        const key = rowKey(row);
        return (
          <li key={key} className={classes.card} data-selected={selected.has(key) || undefined}>
            <div className={classes.cardHead}>
              {select && (
                <Checkbox
                  aria-label={select.rowLabel(row)}
                  checked={selected.has(key)}
                  onChange={() => select.toggle(key)}
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
  );
}

/**
 * On a phone the first answer is shown as cards: the placeholder is cards too. A placeholder table
 * would reflow as its header fonts load and then vanish, which Lighthouse counts as a layout shift (CLS
 * 0.07 on /SavedOrder at 412 px; docs/quality.md P2). Divs, not the list's ul and li: React would reuse
 * those elements for the real cards, and that move counts as a shift too.
 */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className={classes.cards}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={classes.card}>
          <Skeleton height={16} width="40%" radius="sm" />
          <Skeleton height={12} mt="md" radius="sm" />
          <Skeleton height={12} mt="xs" width="70%" radius="sm" />
        </div>
      ))}
    </div>
  );
}
