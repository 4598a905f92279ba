import type { ReactNode } from 'react';
import classes from './order-print.module.css';

interface PrintFieldProps {
  label: string;
  children: ReactNode;
  /** Phones and codes: kept left-to-right inside right-to-left text. */
  ltr?: boolean;
  strong?: boolean;
  className?: string;
}

/** One label/value pair of a printed order (inside a `<dl>`). */
export function PrintField({ label, children, ltr, strong, className }: PrintFieldProps) {
  return (
    <div className={[classes.field, strong ? classes.strong : '', className ?? ''].join(' ')}>
      <dt className={classes.label}>{label}</dt>
      {/* Names, addresses and notes are typed by people in either language: each keeps its own direction. */}
      <dd className={classes.value} dir={ltr ? 'ltr' : 'auto'}>
        {children}
      </dd>
    </div>
  );
}
