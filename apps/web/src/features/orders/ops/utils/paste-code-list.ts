import type { ClipboardEvent } from 'react';

/**
 * A pasted list's new lines as spaces, or null when it has none. A one-line input drops the new lines of
 * a paste (HTML's value sanitising), which would glue `10000166\n10000167` into one wrong code.
 */
export function codeListOfPaste(text: string): string | null {
  if (!/[\r\n]/.test(text)) return null;
  return text
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

/** `onPaste` for a one-line field that takes a list of codes (the desk's code filter). */
export function pasteCodeList(event: ClipboardEvent<HTMLInputElement>): void {
  const joined = codeListOfPaste(event.clipboardData.getData('text'));
  if (joined === null) return;
  event.preventDefault();
  const input = event.currentTarget;
  input.setRangeText(
    joined,
    input.selectionStart ?? input.value.length,
    input.selectionEnd ?? input.value.length,
    'end',
  );
  // React (and the form) read the change from the input event, as after typing.
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
