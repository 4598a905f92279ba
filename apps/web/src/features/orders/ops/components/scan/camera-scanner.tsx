import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** The browser's own barcode reader (Chromium on Android, Safari 17+): no library to download. */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type DetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): DetectorClass | undefined =>
  (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** The same code seen again within this time is the same parcel still in front of the camera. */
const repeatMs = 2500;

interface CameraScannerProps {
  onCode: (code: string) => void;
  onClose: () => void;
}

/**
 * The phone camera as a scanner (issue 36 §1): the native `BarcodeDetector` reading Code 128, the
 * airway bills' barcode. Loaded only when opened (lazy chunk). Where the browser has none, it says so
 * and the scan box keeps working by typing and pasting.
 */
export function CameraScanner({ onCode, onClose }: CameraScannerProps) {
  const { t } = useTranslation('ops-orders');
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<'unsupported' | 'denied' | null>(
    detectorClass() && typeof navigator.mediaDevices?.getUserMedia === 'function' ? null : 'unsupported',
  );

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector || problem) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { code: '', at: 0 };
    const detector = new Detector({ formats: ['code_128'] });
    const tick = async () => {
      if (stopped || !video.current) return;
      try {
        for (const found of await detector.detect(video.current)) {
          const now = Date.now();
          if (found.rawValue === last.code && now - last.at < repeatMs) continue;
          last.code = found.rawValue;
          last.at = now;
          onCode(found.rawValue);
        }
      } catch {
        // A frame not ready yet: the next tick reads again.
      }
      timer = setTimeout(() => void tick(), 200);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((track) => track.stop());
        video.current.srcObject = s;
        await video.current.play();
        void tick();
      })
      .catch(() => setProblem('denied'));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode, problem]);

  return (
    <Stack gap="xs">
      {problem ? (
        <Alert color="yellow" variant="light" role="status">
          {t(problem === 'unsupported' ? 'scan.cameraUnsupported' : 'scan.cameraDenied')}
        </Alert>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('scan.cameraView')}
          style={{ width: '100%', maxHeight: 260, objectFit: 'cover', borderRadius: 8, background: '#000' }}
        />
      )}
      <Button variant="default" size="xs" onClick={onClose} style={{ alignSelf: 'flex-start' }}>
        {t('scan.cameraClose')}
      </Button>
    </Stack>
  );
}
