import { Image, Input, Loader, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { compressPhoto } from './compress-photo';

/**
 * A photo from the phone's camera (or its gallery), made small in the browser (JPEG, long side ≤ 1280 px)
 * before `onChange` gets it, with a preview. Loaded only inside the deliver and fail dialogs (decision 065).
 */
export function PhotoInput({
  label,
  onChange,
  error,
  required,
}: {
  label: string;
  onChange: (jpeg: Blob | null) => void;
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('captain');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'working' | 'unreadable'>('idle');
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File | undefined) => {
    onChange(null);
    setPreview(null);
    if (!file) return setState('idle');
    setState('working');
    try {
      const jpeg = await compressPhoto(file);
      setPreview(URL.createObjectURL(jpeg));
      setState('idle');
      onChange(jpeg);
    } catch {
      setState('unreadable');
    }
  };

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: id }}
      description={t('photo.hint')}
      error={state === 'unreadable' ? t('photo.unreadable') : error}
      required={required}
    >
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        style={{ display: 'block', marginBlockStart: 4, maxWidth: '100%' }}
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
      {state === 'working' ? <Loader size="sm" mt={4} aria-label={t('photo.working')} /> : null}
      {preview ? (
        <>
          <Image src={preview} alt={t('photo.preview')} mah={160} w="auto" fit="contain" mt={4} />
          <Text size="xs" c="dimmed">
            {t('photo.ready')}
          </Text>
        </>
      ) : null}
    </Input.Wrapper>
  );
}
