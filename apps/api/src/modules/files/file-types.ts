/**
 * What a file is, from its first bytes (never its name or the browser's type): JPEG, PNG, WebP or PDF.
 * Anything else is null (415).
 */
export type AcceptedMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

export function sniffFileType(bytes: Buffer): AcceptedMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return null;
}

export const isImage = (mime: string) => mime.startsWith('image/');

/** The extension the saved name gets (the user's own name is kept only for display and download). */
export const extensionOf: Record<AcceptedMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * The name a file is saved and downloaded under: the user's base name with the extension of the type its
 * bytes were accepted as, so `x.html` accepted as a JPEG is `x.jpg` and the user's machine opens it as an
 * image, never as a web page (decision 037). A name without a base becomes `file.<ext>`.
 */
export function nameForType(name: string, mime: string): string {
  const extension = extensionOf[mime as AcceptedMime] ?? 'bin';
  const base = name.replace(/\.[\p{L}\p{N}]{1,10}$/u, '').replace(/[\s.]+$/u, '');
  return `${base || 'file'}.${extension}`;
}
