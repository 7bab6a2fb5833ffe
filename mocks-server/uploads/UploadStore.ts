import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sweepOrphanedFolders } from './sweepOrphanedFolders';

/** docs/upload.md: 24 MB per file, where a megabyte is 1e6 bytes (`size / 1e6 <= limit`). */
export const DEFAULT_MAX_UPLOAD_BYTES = 24 * 1e6;
export const UPLOAD_FOLDER_PREFIX = 'expense-lab-uploads-';

export interface StoredUpload {
  /** Generated; also the file's name on disk, so no client text ever reaches a path. */
  id: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Hex MD5 of the bytes as stored, read back from disk. */
  md5: string;
}

export interface NewUpload {
  bytes: Uint8Array;
  key: string;
  fileName: string;
  contentType: string;
}

export interface UploadStore {
  readonly maxBytes: number;
  save(upload: NewUpload): Promise<StoredUpload>;
  find(id: string): StoredUpload | undefined;
  /** The stored bytes, or null when the upload is unknown or was cleared meanwhile. */
  read(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
  /** The temp folder, or null before the first upload and after a clear. */
  folder(): string | null;
  /** Deletes every stored file and the folder (lab reset); the next upload makes a new one. */
  clear(): void;
  /** clear() for good: later saves fail instead of leaving a folder behind. */
  close(): void;
}

export interface UploadStoreOptions {
  /** Tests pass a few bytes instead of sending 24 MB. */
  maxBytes?: number;
  /** Where the per-process folder is made; the OS temp folder by default. */
  tmpRoot?: string;
}

async function md5OfFile(path: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Uploads on disk under one lazily made temp folder per lab process, indexed in memory. */
export function createUploadStore(options: UploadStoreOptions = {}): UploadStore {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const tmpRoot = options.tmpRoot ?? tmpdir();
  const records = new Map<string, StoredUpload>();
  let folder: string | null = null;
  let closed = false;
  sweepOrphanedFolders(tmpRoot, UPLOAD_FOLDER_PREFIX);
  // A save that straddles a clear must not index a file the clear already deleted.
  let generation = 0;

  const ensureFolder = (): string => {
    if (closed) throw new Error('The upload store is closed');
    // Synchronous so that two first uploads at once cannot make two folders.
    // The PID in the name lets a later lab delete it if this one is killed.
    folder ??= mkdtempSync(join(tmpRoot, `${UPLOAD_FOLDER_PREFIX}${process.pid}-`));
    return folder;
  };
  const pathOf = (id: string): string | null => (folder === null ? null : join(folder, id));

  const store: UploadStore = {
    maxBytes,
    async save(upload) {
      const started = generation;
      const id = randomUUID();
      const path = join(ensureFolder(), id);
      await writeFile(path, upload.bytes, { flag: 'wx' });
      const md5 = await md5OfFile(path);
      if (started !== generation) throw new Error('The upload store was cleared during the upload');
      const record: StoredUpload = {
        id,
        key: upload.key,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.bytes.byteLength,
        md5,
      };
      records.set(id, record);
      return record;
    },
    find: (id) => records.get(id),
    async read(id) {
      const path = records.has(id) ? pathOf(id) : null;
      if (path === null) return null;
      try {
        return await readFile(path);
      } catch {
        return null;
      }
    },
    async remove(id) {
      const path = records.has(id) ? pathOf(id) : null;
      records.delete(id);
      if (path !== null) await unlink(path).catch(() => undefined);
    },
    folder: () => folder,
    clear() {
      generation += 1;
      records.clear();
      if (folder !== null) rmSync(folder, { recursive: true, force: true });
      folder = null;
    },
    close() {
      store.clear();
      closed = true;
    },
  };
  return store;
}
