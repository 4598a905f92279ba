import { Anchor, Group, Image, Paper, Text } from '@mantine/core';
import { IconFileTypePdf, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { DownloadedFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { formatBytes } from '@/lib/format-bytes';
import { useLanguage } from '@/lib/i18n';

export interface Attachment {
  id: number;
  file_name: string;
  file_size: number;
  mime: string;
  is_image: 0 | 1;
  url: string;
  /** The server's 192 px WebP of an image (null: none, the original is drawn scaled). */
  thumb_url: string | null;
}

/**
 * An image read through the authenticated API (an <img src> cannot send the bearer token): its thumbnail
 * when the server made one (a few KB instead of up to 5 MB), else the original scaled down. `file_name`
 * is its text alternative (a delivery proof's, decision 065, says what it shows).
 */
export function AttachmentPreview({
  file,
  download,
}: {
  file: Pick<Attachment, 'url' | 'thumb_url' | 'file_name'>;
  download: (url: string) => Promise<DownloadedFile>;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const source = file.thumb_url ?? file.url;
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    download(source)
      .then(({ blob }) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [source, download]);
  return src ? (
    <Image src={src} alt={file.file_name} w={96} h={96} fit="cover" radius="sm" />
  ) : (
    <Paper w={96} h={96} withBorder radius="sm" aria-hidden="true" />
  );
}

/** A message's files: image thumbnails and a download link for each (tickets and chat). */
export function AttachmentList({
  files,
  download,
}: {
  files: readonly Attachment[];
  download: (url: string) => Promise<DownloadedFile>;
}) {
  const lang = useLanguage();
  if (files.length === 0) return null;
  const save = async (file: Attachment) => {
    const { blob } = await download(file.url);
    saveFile(blob, file.file_name);
  };
  return (
    <Group gap="sm" mt="xs" wrap="wrap">
      {files.map((file) => (
        <div key={file.id} style={{ maxInlineSize: 160 }}>
          {file.is_image === 1 && <AttachmentPreview file={file} download={download} />}
          <Anchor component="button" type="button" size="sm" onClick={() => void save(file)}>
            <Group gap={4} wrap="nowrap">
              {file.is_image === 1 ? (
                <IconPaperclip size={14} aria-hidden="true" />
              ) : (
                <IconFileTypePdf size={14} aria-hidden="true" />
              )}
              <Text span size="sm" truncate="end" maw={130} dir="auto">
                {file.file_name}
              </Text>
            </Group>
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatBytes(file.file_size, lang)}
          </Text>
        </div>
      ))}
    </Group>
  );
}
