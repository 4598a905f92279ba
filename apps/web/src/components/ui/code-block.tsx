import { Code } from '@mantine/core';
import classes from './code-block.module.css';

/**
 * A code sample (curl, a Node server): left to right in both languages, lines whole, scrolled inside its
 * box. Focusable, as a scrollable region must be for a keyboard to scroll it (axe
 * `scrollable-region-focusable`).
 */
export function CodeBlock({ children }: { children: string }) {
  return (
    <Code block dir="ltr" className={classes.block} tabIndex={0}>
      {children}
    </Code>
  );
}
