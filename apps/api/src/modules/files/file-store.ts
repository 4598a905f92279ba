import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where attachment bytes live (decision 026): a folder outside the web root, or an S3-compatible bucket
 * (`s3-file-store.ts`) so that several instances share them. Keys are random names chosen by the files
 * service; a store never sees a user's file name.
 */
export interface FileStore {
  /** Writes a new object; never replaces one (the random name makes a collision a bug). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  open(key: string): Promise<Readable | null>;
  /** Removes objects; a missing one is not an error. */
  remove(keys: string[]): Promise<void>;
}

/** `<directory>/<first 2 characters>/<key>`, files readable by the server's user only. */
export function diskFileStore(directory: string): FileStore {
  const pathOf = (key: string) => join(directory, key.slice(0, 2), key);
  return {
    async put(key, bytes) {
      await mkdir(join(directory, key.slice(0, 2)), { recursive: true });
      await writeFile(pathOf(key), bytes, { flag: 'wx', mode: 0o600 });
    },
    async open(key) {
      const path = pathOf(key);
      const found = await stat(path).then(
        () => true,
        () => false,
      );
      return found ? createReadStream(path) : null;
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
