import { merchantLogoMaxBytes, type StoredFile } from '@courier/contracts';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Upload } from '../../http/multipart-files';
import { diskFileStore, type FileStore } from './file-store';
import { extensionOf, isImage, nameForType, sniffFileType, type AcceptedMime } from './file-types';
import type { FileOwnerKind, FileRow, FilesRepository } from './files.repository';
import { s3FileStore } from './s3-file-store';
import { makeThumbnail } from './thumbnail';

/** The longest side of the merchant's logo as stored (shown at 32 px). */
const logoSize = 96;

export type { FileOwnerKind } from './files.repository';

/** Files checked by their bytes and written to disk, not yet recorded (record them in the transaction). */
export interface WrittenFile {
  storageKey: string;
  /** An image's WebP thumbnail beside it; null for a PDF or an image that does not decode. */
  thumbKey: string | null;
  fileName: string;
  mime: AcceptedMime;
  size: number;
}

export interface FilesDeps {
  files: FilesRepository;
  /** Where the bytes live: `<DATA_DIR>/files` (outside the web root) or a bucket (`fileStoreOf`). */
  store: FileStore;
  /** The most a client's attachments may take, in MiB (FILES_QUOTA_MB); 0: no quota. */
  quotaMb: number;
}

/** The store the settings name: the S3-compatible bucket when FILES_S3_BUCKET is set, else the disk. */
export function fileStoreOf(config: Config): FileStore {
  const { FILES_S3_BUCKET: bucket, FILES_S3_ENDPOINT: endpoint } = config;
  const { FILES_S3_ACCESS_KEY_ID: accessKeyId, FILES_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // loadConfig refuses a bucket without the other three.
  return bucket && endpoint && accessKeyId && secretAccessKey
    ? s3FileStore({ endpoint, bucket, region: config.FILES_S3_REGION, accessKeyId, secretAccessKey })
    : diskFileStore(join(config.DATA_DIR, 'files'));
}

/** Names are kept for display and download only: no path, no control characters, bounded, the type's extension. */
function cleanName(name: string, mime: AcceptedMime): string {
  const base = name
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}]/gu, '')
    .trim()
    .slice(0, 200);
  return nameForType(base, mime);
}

export function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    // Rows saved before names took their type's extension (decision 037) are shown as they download.
    file_name: nameForType(row.fileName, row.mime),
    file_size: row.size,
    mime: row.mime,
    is_image: isImage(row.mime) ? 1 : 0,
    url: `files/${row.id}`,
    thumb_url: row.thumbKey === null ? null : `files/${row.id}?thumb=1`,
  };
}

/**
 * Attachments of tickets and chat (decision 026): checked by content (JPEG, PNG, WebP, PDF; 415
 * otherwise, before anything is written), stored under a random name, recorded with their owner and
 * client, and read back only by that client (or the desk).
 */
export function createFilesService({ files, store, quotaMb }: FilesDeps) {
  async function discard(written: WrittenFile[]): Promise<void> {
    await store.remove(
      written.flatMap((file) => (file.thumbKey ? [file.storageKey, file.thumbKey] : [file.storageKey])),
    );
  }

  return {
    /**
     * Checks every upload's bytes first (any refused: 415, nothing written), then writes them all, each
     * image with its thumbnail (`<name>.thumb.webp`, made off the event loop by libvips).
     */
    async write(uploads: Upload[]): Promise<WrittenFile[]> {
      const typed = uploads.map((upload) => {
        const mime = sniffFileType(upload.bytes);
        if (!mime) throw new AppError('FILE_TYPE_NOT_ACCEPTED');
        return { upload, mime };
      });
      const written: WrittenFile[] = [];
      try {
        for (const { upload, mime } of typed) {
          const name = randomBytes(16).toString('hex');
          const storageKey = `${name}.${extensionOf[mime]}`;
          const thumbnail = isImage(mime) ? await makeThumbnail(upload.bytes) : null;
          await store.put(storageKey, upload.bytes);
          const file: WrittenFile = {
            storageKey,
            thumbKey: null,
            fileName: cleanName(upload.fileName, mime),
            mime,
            size: upload.bytes.length,
          };
          written.push(file);
          if (thumbnail) {
            // Recorded only once written, so a failure discards exactly what exists.
            await store.put(`${name}.thumb.webp`, thumbnail);
            file.thumbKey = `${name}.thumb.webp`;
          }
        }
      } catch (error) {
        await discard(written);
        throw error;
      }
      return written;
    },

    /**
     * Records written files as belonging to `owner` inside the caller's transaction. Past the client's
     * quota (its files and the desk's in its tickets and chats, these included): 413, and the caller's
     * transaction rolls back and discards the written files.
     */
    async record(
      tx: Db,
      clientId: number,
      owner: { kind: FileOwnerKind; id: number },
      written: WrittenFile[],
    ): Promise<StoredFile[]> {
      // A captain's delivery proof is never refused for the merchant's quota (decision 065).
      if (quotaMb > 0 && written.length > 0 && owner.kind !== 'delivery_attempt') {
        const adding = written.reduce((sum, file) => sum + file.size, 0);
        if ((await files.lockedUsage(tx, clientId)) + adding > quotaMb * 1024 * 1024)
          throw new AppError('FILES_QUOTA_EXCEEDED', { params: { limit: quotaMb } });
      }
      const rows = await files.insertMany(
        tx,
        written.map((file) => ({ clientId, ownerKind: owner.kind, ownerId: owner.id, ...file })),
      );
      return rows.map(toStoredFile);
    },

    /** Removes written files whose transaction failed. */
    discard,

    /**
     * Forgets these owners' files inside the caller's transaction; the answer removes their bytes, to be
     * called after the commit (a rolled-back transaction keeps both).
     */
    async dropOwned(tx: Db, kind: FileOwnerKind, ownerIds: number[]): Promise<() => Promise<void>> {
      const keys = await files.deleteOwned(tx, kind, ownerIds);
      return () => store.remove(keys);
    },

    /**
     * The merchant's logo for its receivers' pages: an image by its bytes (415 otherwise), at most
     * `merchantLogoMaxBytes` (413), redrawn by libvips as a WebP inside 96×96 (a 32 px logo, sharp at 3×;
     * a few KB whatever was sent, and no metadata kept). It replaces the client's previous logo.
     */
    async putLogo(clientId: number, upload: Upload): Promise<StoredFile> {
      if (upload.bytes.length > merchantLogoMaxBytes) throw new AppError('FILE_TOO_LARGE');
      const mime = sniffFileType(upload.bytes);
      if (!mime || !isImage(mime)) throw new AppError('FILE_TYPE_NOT_ACCEPTED');
      const bytes = await makeThumbnail(upload.bytes, logoSize);
      if (!bytes) throw new AppError('FILE_TYPE_NOT_ACCEPTED');
      const storageKey = `${randomBytes(16).toString('hex')}.webp`;
      await store.put(storageKey, bytes);
      const row = {
        clientId,
        ownerKind: 'client_logo',
        ownerId: clientId,
        storageKey,
        thumbKey: null,
        fileName: 'logo.webp',
        mime: 'image/webp',
        size: bytes.length,
      };
      try {
        const { id, replaced } = await files.replaceOwned(row);
        await store.remove(replaced);
        return toStoredFile({ id, ...row });
      } catch (error) {
        await store.remove([storageKey]);
        throw error;
      }
    },

    /** The client's logo file, or null. */
    async logoOf(clientId: number): Promise<StoredFile | null> {
      const [row] = await files.byOwners('client_logo', [clientId]);
      return row ? toStoredFile(row) : null;
    },

    /** Removes the client's logo (row and bytes). */
    async removeLogo(clientId: number): Promise<void> {
      const keys = await files.deleteOwnedNow('client_logo', clientId);
      await store.remove(keys);
    },

    /** The files of several owners of one kind, by owner id. */
    async byOwners(kind: FileOwnerKind, ownerIds: number[], tx?: Db): Promise<Map<number, StoredFile[]>> {
      const rows = await files.byOwners(kind, ownerIds, tx);
      const byOwner = new Map<number, StoredFile[]>();
      for (const row of rows)
        byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), toStoredFile(row)]);
      return byOwner;
    },

    /**
     * A file (or with `thumb` its thumbnail) to send: the client's own (`clientId`), or any for the desk
     * (null). Unknown or foreign: 404.
     */
    async open(
      id: number,
      clientId: number | null,
      thumb = false,
      /** Only files of this owner kind (the orders desk reads delivery attempts' images, nothing else). */
      kind?: FileOwnerKind,
    ): Promise<{ fileName: string; type: string; body: Readable }> {
      const row = await files.find(id, clientId, kind);
      // The thumbnail goes through the same tenant check; a file without one is 404 for `thumb`.
      const key = row && (thumb ? row.thumbKey : row.storageKey);
      if (!row || !key) throw new AppError('NOT_FOUND');
      const body = await store.open(key);
      if (!body) throw new AppError('NOT_FOUND');
      return thumb
        ? { fileName: `${row.fileName.replace(/\.[^.]*$/, '')}.thumb.webp`, type: 'image/webp', body }
        : { fileName: nameForType(row.fileName, row.mime), type: row.mime, body };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
