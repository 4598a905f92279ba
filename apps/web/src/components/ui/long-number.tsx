import { Tooltip } from '@mantine/core';
import { Fragment, useContext } from 'react';
import { InTableCell } from './table-cell';

/** Longer than this, a number may wrap and shows its exact value in a tooltip on hover and on focus. */
const longFrom = 14;

/**
 * A formatted number (an amount, a count) that never stretches its cell: it may break after a group
 * separator or a space, and a long one shows its exact value on hover and keyboard focus (issue 14: a
 * 20-digit amount truncated the column's header). In a table's cell it is plain text on one line, which
 * the cell cuts and shows whole (decision 057); in a card or a page it wraps.
 */
export function LongNumber({ text }: { text: string }) {
  // A table's cell cuts it with an ellipsis and shows it whole on hover and focus itself (decision 057).
  const inCell = useContext(InTableCell);
  if (inCell) {
    return (
      <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
        {text}
      </span>
    );
  }
  const parts = text.split(/(?<=[,،٬\s])/u);
  const wrapped = (
    <span dir="ltr" style={{ overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
  if (text.replace(/\D/g, '').length <= longFrom) return wrapped;
  return (
    <Tooltip label={text} events={{ hover: true, focus: true, touch: true }} multiline maw={320}>
      <span tabIndex={0} aria-label={text} data-long-number="">
        {wrapped}
      </span>
    </Tooltip>
  );
}
