import { Tooltip } from '@mantine/core';
import { Fragment } from 'react';

/** Longer than this, a number may wrap and shows its exact value in a tooltip on hover and on focus. */
const longFrom = 14;

/**
 * A formatted number (an amount, a count) that never stretches its cell: it may break after a group
 * separator or a space, and a long one shows its exact value on hover and keyboard focus (issue 14: a
 * 20-digit amount truncated the column's header). It follows its box's white-space: on one line in a
 * table's cell, cut with an ellipsis (decision 057); wrapping in a card or a page.
 */
export function LongNumber({ text }: { text: string }) {
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
