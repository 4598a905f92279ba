import { proofPhotoMaxSide } from '@courier/contracts';

/** The size a photo is drawn at: its long side at most `max`, never enlarged, proportions kept. */
export function scaledSize(width: number, height: number, max = proofPhotoMaxSide) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A phone photo made small before it is queued and sent (decision 065): decoded by the browser, drawn on
 * a canvas with its long side at most 1280 px, and encoded as JPEG (quality 0.8): a 4 MB camera photo
 * becomes ~200 KB, which a weak signal sends and IndexedDB keeps. Throws when the browser cannot decode it.
 */
export async function compressPhoto(file: Blob, quality = 0.8): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: a white ground rather than black behind a transparent PNG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))),
        'image/jpeg',
        quality,
      ),
    );
  } finally {
    bitmap.close();
  }
}
