import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import classes from './data-table.module.css';

interface Tip {
  text: string;
  top: number;
  start: number;
  rtl: boolean;
}

/**
 * Which cells of the table are cut (their text wider than the column), measured after the browser has
 * laid the table out (an effect: all reads, then the writes, so no layout is forced in React's commit).
 * A cut cell takes the keyboard's focus, its whole text shows in one tooltip while it has it, and its
 * row's details list it. Returns the cut cells' ids (`row:column`) and the focus handlers.
 */
export function useCutCells(tableRef: RefObject<HTMLTableElement | null>, tooltipId: string) {
  const [cut, setCut] = useState<ReadonlySet<string>>(new Set());
  const [tip, setTip] = useState<Tip | null>(null);

  // After every render (new rows, a width, a density): an unchanged set is not set again, so no loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const cells = [...table.querySelectorAll<HTMLElement>('[data-clip]')];
    const isCut = cells.map((el) => el.scrollWidth > el.clientWidth + 1 && el.title !== '');
    const next = new Set<string>();
    cells.forEach((el, i) => {
      if (isCut[i]) {
        next.add(el.dataset.clip!);
        el.tabIndex = 0;
        el.setAttribute('data-cut-value', '');
      } else if (el.hasAttribute('data-cut-value')) {
        el.removeAttribute('tabindex');
        el.removeAttribute('data-cut-value');
      }
    });
    setCut((now) => (now.size === next.size && [...next].every((k) => now.has(k)) ? now : next));
  });

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const el = event.target;
    if (!el.hasAttribute('data-cut-value')) return;
    const box = el.getBoundingClientRect();
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.setAttribute('aria-describedby', tooltipId);
    setTip({ text: el.title, top: box.bottom + 4, start: rtl ? innerWidth - box.right : box.left, rtl });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.target.hasAttribute('data-cut-value')) return;
    event.target.removeAttribute('aria-describedby');
    setTip(null);
  };

  const tooltip = tip && (
    <div
      id={tooltipId}
      role="tooltip"
      className={classes.tip}
      style={{ top: tip.top, [tip.rtl ? 'right' : 'left']: Math.max(8, tip.start) }}
    >
      {tip.text}
    </div>
  );
  return { cut, onFocus, onBlur, hideTip: () => setTip(null), tooltip };
}
