import { code128, drawingSVG } from 'bwip-js/browser';
import { useMemo } from 'react';
import classes from './order-print.module.css';

/** A Code 128 symbol as SVG markup, or null when the text cannot be encoded. */
export function code128Svg(text: string): string | null {
  try {
    const svg = code128(
      // Quiet zones of 10 modules on each side (scale 1: one unit per module); no human-readable
      // line: the code is printed as HTML text beside the bars.
      { bcid: 'code128', text, scale: 1, height: 10, paddingwidth: 10, paddingheight: 0 },
      drawingSVG(),
    );
    // The bars fill the box they are given (the print CSS sizes it in millimetres).
    return svg.replace('<svg ', '<svg preserveAspectRatio="none" aria-hidden="true" focusable="false" ');
  } catch {
    return null;
  }
}

interface BarcodeProps {
  value: string;
  /** What a screen reader hears, e.g. "Barcode of order 10000008". */
  label: string;
  className?: string;
}

/**
 * The order code as a Code 128 barcode (bwip-js, drawn as SVG: sharp at any print resolution). Bars
 * never mirror in right-to-left pages. The markup comes from bwip-js's path drawing, not from the text.
 */
export function Barcode({ value, label, className }: BarcodeProps) {
  const svg = useMemo(() => code128Svg(value), [value]);
  if (!svg) return null;
  return (
    <div
      role="img"
      aria-label={label}
      dir="ltr"
      data-barcode={value}
      className={[classes.barcode, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
