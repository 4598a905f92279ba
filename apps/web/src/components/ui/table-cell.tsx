import { createContext, isValidElement, type ReactNode } from 'react';
import classes from './data-table.module.css';

/**
 * The plain text of a cell's content (a string, or elements such as `<bdi>` or a link around one); ''
 * when the content is a component that shows its own text (a badge, a `LongNumber` with its own tooltip).
 */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

/** True inside a table's cell: its value is on one line and the cell shows it whole (`LongNumber`). */
export const InTableCell = createContext(false);

/**
 * A cell's content on one line, cut with an ellipsis when the column is narrower (a 120-character
 * receiver). Its whole text is the `title` (hover); `useCutCells` makes a cut one focusable and shows it
 * in a tooltip on focus, and the row's details show it whole.
 */
export function ClippedCell({ children, text, id }: { children: ReactNode; text: string; id: string }) {
  return (
    <div className={classes.clip} title={text || undefined} data-clip={id}>
      <InTableCell.Provider value={true}>{children}</InTableCell.Provider>
    </div>
  );
}
