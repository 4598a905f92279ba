/** The longest side of a thumbnail, in pixels (the lists show them at 96 px, twice that for sharp screens). */
export const thumbnailSize = 192;

/**
 * An image's thumbnail (decision 026 amendment): decoded, turned upright (EXIF), fitted inside
 * 192×192 and encoded as WebP by sharp. libvips works on its own threads, so the event loop only waits
 * for the promise (a 12 MP JPEG: ~50 ms of CPU, most of it saved by shrink-on-load). Null when the bytes
 * pass the type check but do not decode; the file is still stored, just without a thumbnail.
 */
export async function makeThumbnail(bytes: Buffer, size = thumbnailSize): Promise<Buffer | null> {
  // On the first thumbnail, not at start-up (P8): libvips is a native library of its own.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    return null;
  }
}
