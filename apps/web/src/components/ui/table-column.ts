import type { ReactNode } from 'react';
import type { ColumnShape } from './table-layout';

/**
 * One column of a list (decision 057). Adding a column to a list is one entry in its columns array:
 * its header, its cell, and where it goes (priority, width, card place) when space runs out.
 */
export interface DataTableColumn<T> extends ColumnShape {
  /** Unique within the table. */
  key: string;
  header: string;
  /** The cell's content; null, undefined or blank text shows the word for "none". */
  cell: (row: T) => ReactNode;
  /** This column names the row for screen readers (a `<th scope="row">`), e.g. the order code. */
  rowHeader?: boolean;
  /** A one-line value (codes, phones, dates, amounts): its default width is narrower. */
  nowrap?: boolean;
  /** The row's actions: always in the table, at the row's end, never cut. */
  pinned?: boolean;
  /**
   * Its place in the card a row becomes below 576 px: `title` (the row header's default), `badge`
   * beside the title (a status), `field` (label and value; the default), `actions` (the pinned
   * column's default) at the card's foot, or `hidden` to leave it to the details page.
   */
  card?: 'title' | 'badge' | 'field' | 'actions' | 'hidden';
  /** Only in the cards (e.g. one "place" field for the table's governorate and area columns). */
  cardOnly?: boolean;
  /** The value as plain text, for its tooltip when cut, when the cell is a component. */
  text?: (row: T) => string;
  /** Sortable by this value: in the page when the table holds every row, else through `sort`. */
  sortValue?: (row: T) => string | number | null | undefined;
}

export function isBlank(content: ReactNode): boolean {
  return (
    content === null ||
    content === undefined ||
    content === false ||
    (typeof content === 'string' && content.trim().length === 0)
  );
}
