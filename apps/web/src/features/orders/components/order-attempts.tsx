import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  attemptReasonLabel,
  type AttemptFile,
  type FailedAttempt,
  type OrderDetails,
} from '@courier/contracts';
import { AttachmentPreview } from '@/components/ui/attachment-list';
import { apiDownload } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';

/** A map at the captain's position (a plain link: no map library on the order page). */
const mapLink = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/** The order's images come through the client's authenticated file route (`files/{id}`): its own only. */
const clientDownload = (url: string) => apiDownload(url);
type Download = typeof clientDownload;

function When({ at, position }: { at: string; position: { lat: number; lng: number } | null }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{formatDateTime(at, lang)}</Text>
      {position ? (
        <Anchor size="sm" href={mapLink(position)} target="_blank" rel="noopener noreferrer">
          {t('attempts.map')}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t('attempts.noPosition')}
        </Text>
      )}
    </Group>
  );
}

function Thumb({ file, alt, download }: { file: AttemptFile; alt: string; download: Download }) {
  return file ? (
    <AttachmentPreview
      file={{ url: file.url, thumb_url: file.thumb_url, file_name: alt }}
      download={download}
    />
  ) : null;
}

function Attempt({ attempt, download }: { attempt: FailedAttempt; download: Download }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  return (
    <Paper withBorder radius="sm" p="sm" component="li">
      <Text fw={600}>{attemptReasonLabel(attempt.reason, lang)}</Text>
      {attempt.note ? (
        <Text size="sm">
          <bdi>{attempt.note}</bdi>
        </Text>
      ) : null}
      <When at={attempt.at} position={attempt.position} />
      <Thumb
        download={download}
        file={attempt.file}
        alt={t('attempts.photoAlt', { reason: attemptReasonLabel(attempt.reason, lang) })}
      />
    </Paper>
  );
}

/**
 * What the captain recorded at the door (issue 37 §9, decision 065): the delivery proof (code, photo or
 * the receiver's signature, when and where) and the failed attempts with their reason, note and photo.
 */
export function OrderAttempts({
  order,
  download = clientDownload,
}: {
  order: Pick<OrderDetails, 'proof' | 'last_attempts'>;
  /** How an image is read: the merchant's file route by default; the desk passes its own (staff) route. */
  download?: Download;
}) {
  const { t } = useTranslation('orders');
  const { proof, last_attempts: attempts } = order;
  if (!proof && attempts.length === 0) return null;
  return (
    <section aria-labelledby="order-attempts-title">
      <Title id="order-attempts-title" order={2} size="h4" mb="sm">
        {t('attempts.title')}
      </Title>
      <Stack gap="md">
        {proof ? (
          <Paper withBorder radius="md" p="md" data-testid="delivery-proof">
            <Text fw={600}>{t(`attempts.proof.${proof.kind}`)}</Text>
            <When at={proof.at} position={proof.position} />
            <Thumb download={download} file={proof.file} alt={t(`attempts.proofAlt.${proof.kind}`)} />
          </Paper>
        ) : null}
        {attempts.length > 0 ? (
          <div>
            <Text fw={600} mb={4}>
              {t('attempts.failed', { count: attempts.length })}
            </Text>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {attempts.map((attempt) => (
                <Attempt key={`${attempt.at}-${attempt.reason}`} attempt={attempt} download={download} />
              ))}
            </Stack>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}
