import { Tooltip } from '@mantine/core';
import { isValidElement, type ReactNode } from 'react';
import { mayBeCut } from './table-layout';
import classes from './data-table.module.css';

/**
 * The plain text of a cell's content (a string, or elements such as `<bdi>` around one); '' when the
 * content is a component that shows its own text (a badge, a `LongNumber` with its own tooltip).
 */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node) && typeof node.type === 'string') {
    return textOf((node.props as { children?: ReactNode }).children);
  }
  return '';
}

/**
 * A cell's content on one line, cut with an ellipsis when the column is narrower (a 120-character
 * receiver). Its whole text is the `title` (hover); a value long enough to be cut also takes the
 * keyboard's focus and shows it in a tooltip on hover and on focus. The row's details show it whole.
 */
export function ClippedCell({
  children,
  text,
  widthRem,
}: {
  children: ReactNode;
  text: string;
  widthRem: number;
}) {
  if (!text || !mayBeCut(text, widthRem)) {
    return (
      <div className={classes.clip} title={text || undefined}>
        {children}
      </div>
    );
  }
  return (
    <Tooltip label={text} events={{ hover: true, focus: true, touch: true }} multiline maw={360}>
      <div className={classes.clip} tabIndex={0} data-cut-value="">
        {children}
      </div>
    </Tooltip>
  );
}
