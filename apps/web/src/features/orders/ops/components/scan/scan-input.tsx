import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent, type ClipboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { codesOf, createKeyTimer, isScannerBurst, scannerQuietMs } from '../../utils/scan-reader';

interface ScanInputProps {
  /** The codes read: one per scan, a list per paste or typed line. */
  onCodes: (codes: string[]) => void;
  disabled?: boolean;
}

/**
 * The scan box: a barcode scanner types into it and ends with Enter; a person types or pastes a list.
 * The text is read on Enter, on paste (at once, whatever it holds), and after a scanner burst that sent
 * no Enter. Focus stays here so the next scan lands without a click.
 */
export function ScanInput({ onCodes, disabled }: ScanInputProps) {
  const { t } = useTranslation('ops-orders');
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef(createKeyTimer());
  const quiet = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(quiet.current), []);

  const read = (value: string) => {
    clearTimeout(quiet.current);
    timer.current.reset();
    const codes = codesOf(value);
    setText('');
    if (codes.length > 0) onCodes(codes);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      read(event.currentTarget.value);
      return;
    }
    if (event.key.length !== 1) return;
    const burst = timer.current.key(event.timeStamp);
    clearTimeout(quiet.current);
    if (isScannerBurst(burst)) {
      const box = event.currentTarget;
      quiet.current = setTimeout(() => read(box.value), scannerQuietMs);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    // An input drops the new lines of a pasted list: read the clipboard's text itself.
    read(`${text} ${event.clipboardData.getData('text')}`);
  };

  return (
    <TextInput
      ref={input}
      label={t('scan.input')}
      description={t('scan.inputHint')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      disabled={disabled}
      dir="ltr"
      autoComplete="off"
      inputMode="numeric"
      enterKeyHint="enter"
      data-autofocus
      autoFocus
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
