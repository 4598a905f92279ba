import { Button, Group, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/use-translation';
import { useScan } from '../api/scan';

/** The browser's own barcode reader (Chromium on Android); absent elsewhere, then typing is the way. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;
const detectorClass = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/**
 * Scan to confirm: type the airway bill's code, or read its Code 128 with the camera where the phone can.
 * At a pickup (`pickup`), the parcel is confirmed as collected there (decision 066).
 */
export function ScanBox({ pickup }: { pickup?: { id: number; code: string } } = {}) {
  const { t } = useTranslation('captain');
  const scan = useScan(pickup?.id);
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stopCamera = useRef<() => void>(() => undefined);

  const confirm = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    await scan.mutateAsync(trimmed);
    toast.success(t(pickup ? 'pickups.confirmed' : 'scan.confirmed', { code: trimmed }));
    setCode('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void confirm(code).catch(() => undefined);
  };

  // The camera starts only when asked (no permission prompt on load), and stops on the first reading.
  const startCamera = async () => {
    const Detector = detectorClass();
    if (!Detector || !video.current) return;
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    const detector = new Detector({ formats: ['code_128', 'qr_code'] });
    video.current.srcObject = stream;
    await video.current.play();
    setScanning(true);
    let live = true;
    stopCamera.current = () => {
      live = false;
      stream.getTracks().forEach((track) => track.stop());
      setScanning(false);
    };
    while (live) {
      const [found] = await detector.detect(video.current).catch(() => []);
      if (found) {
        stopCamera.current();
        void confirm(found.rawValue).catch(() => undefined);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ApiErrorAlert error={scan.error} />
      <TextInput
        label={pickup ? t('pickups.scanLabel', { code: pickup.code }) : t('scan.label')}
        description={t('scan.hint')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        autoComplete="off"
        dir="ltr"
      />
      <Group mt="xs" grow>
        <Button type="submit" loading={scan.isPending}>
          {t('scan.confirm')}
        </Button>
        {detectorClass() ? (
          <Button
            variant="default"
            onClick={() => (scanning ? stopCamera.current() : void startCamera().catch(() => undefined))}
          >
            {scanning ? t('scan.stopCamera') : t('scan.camera')}
          </Button>
        ) : null}
      </Group>
      <video ref={video} hidden={!scanning} muted playsInline style={{ width: '100%' }} />
    </form>
  );
}
