import { xlsxMimeType } from '@courier/contracts';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** A file to download: its name as the user's browser saves it, and its bytes (streamed or in memory). */
export interface FileDownload {
  fileName: string;
  body: Readable | Buffer;
  /** The media type; an xlsx unless said otherwise. */
  type?: string;
}

/**
 * Sends a file as a download (decision 013): every xlsx and file route answers through here, so each
 * has the same headers. Files hold client data, so no cache keeps them.
 */
export function sendFile(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .type(file.type ?? xlsxMimeType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}

const plainName = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * `attachment; filename="…"` that no name can break: a plain ASCII name is sent as is; any other (quotes,
 * CR/LF, slashes, Arabic) gets an ASCII fallback with `_` for what is unsafe, plus the exact name in
 * RFC 6266's `filename*` (UTF-8, percent-encoded).
 */
export function contentDisposition(fileName: string): string {
  if (plainName.test(fileName)) return `attachment; filename="${fileName}"`;
  const fallback = fileName.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200) || 'download';
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
