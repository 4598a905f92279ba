import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './autosize-textarea.module.css';

/**
 * Where CSS can size a textarea to its text (`field-sizing: content`: Chromium 123+, Safari 26+), the
 * browser does it in its own layout. Elsewhere Mantine's `autosize` measures it in script: a hidden
 * copy of the box, read back several times on every mount and change, each read forcing the page's
 * style and layout. The survey's answer box cost ~100 ms of one task on /SavedOrder at Lighthouse's 4x
 * CPU slowdown that way (decision 006, seventh pass).
 */
export const cssSizesTextareas =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

type AutosizeTextareaProps = Omit<TextareaProps, 'autosize' | 'rows'> & {
  minRows?: number;
  maxRows?: number;
};

/** A textarea that grows with its text from `minRows` lines up to `maxRows` (then scrolls). */
export function AutosizeTextarea({
  minRows = 1,
  maxRows,
  classNames,
  style,
  ...props
}: AutosizeTextareaProps) {
  if (!cssSizesTextareas)
    return (
      <Textarea
        {...props}
        autosize
        minRows={minRows}
        maxRows={maxRows}
        classNames={classNames}
        style={style}
      />
    );
  const rows = {
    '--autosize-min-rows': minRows,
    '--autosize-max-rows': maxRows ?? 'none',
  } as CSSProperties;
  return (
    <Textarea
      {...props}
      rows={minRows}
      classNames={{ ...(typeof classNames === 'object' ? classNames : {}), input: classes.input }}
      style={[rows, style] as TextareaProps['style']}
    />
  );
}
