import { Button, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { CopyTextButton } from '@/components/ui/copy-text-button';

interface SecretFieldProps {
  label: string;
  description?: string;
  /** Shown until the secret is revealed. */
  masked: string;
  /** The secret in full while revealed, else null. */
  value: string | null;
  revealing: boolean;
  onToggle: () => void;
  /** Asks to rotate (the caller confirms first); without it, no rotate button. */
  onRotate?: () => void;
  texts: { reveal: string; hide: string; copy: string; rotate?: string };
  /** More actions after these (a store's "paste the key", "disconnect"). */
  children?: ReactNode;
}

/** A secret (the API key, a signing secret, a store's secret): masked, reveal or hide, copy, rotate. */
export function SecretField({
  label,
  description,
  masked,
  value,
  revealing,
  onToggle,
  onRotate,
  texts,
  children,
}: SecretFieldProps) {
  const shown = value !== null;
  return (
    <>
      <TextInput
        label={label}
        description={description}
        value={value ?? masked}
        readOnly
        dir="ltr"
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Group gap="xs" mt="sm">
        <Button
          variant="light"
          size="xs"
          onClick={onToggle}
          loading={revealing}
          leftSection={
            shown ? <IconEyeOff size={14} aria-hidden="true" /> : <IconEye size={14} aria-hidden="true" />
          }
        >
          {shown ? texts.hide : texts.reveal}
        </Button>
        {value !== null && <CopyTextButton value={value} label={texts.copy} />}
        {onRotate && (
          <Button
            variant="outline"
            color="red.9"
            size="xs"
            onClick={onRotate}
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
          >
            {texts.rotate}
          </Button>
        )}
        {children}
      </Group>
    </>
  );
}
