import type { Readable } from 'node:stream';

/** A stored file's key: `checks/{name}` (inspection photos) or `profile/{name}` (registration images, logo). */
export type StoreKey = string;

export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface ListedObject {
  key: StoreKey;
  size: number;
  modifiedAt: Date;
}

/** What `storage:migrate` compares: an object with the same size and MD5 is not copied again. */
export interface ObjectSummary {
  size: number;
  md5: string | null;
}

/**
 * Every file the app keeps goes through this (ADR 0022): the local folder or an S3 bucket.
 * Writes are all-or-nothing: a reader never sees half a file.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Checks the store is reachable (and creates the bucket); a ConfigError says what to fix. */
  init(): Promise<void>;
  /** Where a key lives, in words for logs and the photo row's file_path. */
  locate(key: StoreKey): string;
  /** Writes a whole file; a stream needs its size (S3 wants the length up front). */
  write(key: StoreKey, body: Buffer | Readable, size?: number): Promise<void>;
  /** Moves a finished local file (an upload streamed to the staging folder) into the store. */
  adopt(key: StoreKey, file: string): Promise<void>;
  open(key: StoreKey): Promise<StoredObject | null>;
  read(key: StoreKey): Promise<Buffer | null>;
  exists(key: StoreKey): Promise<boolean>;
  summary(key: StoreKey): Promise<ObjectSummary | null>;
  /** Never throws: a file left behind is the orphan sweep's to clear. */
  remove(...keys: StoreKey[]): Promise<void>;
  /** Files under `prefix` (e.g. `checks/`) last written at or before `modifiedBefore` (ms). */
  list(prefix: string, modifiedBefore?: number): Promise<ListedObject[]>;
  /**
   * Local folder where an upload is streamed before it is checked and stored. The local
   * store keeps today's layout (the photo folder itself, `.tmp` names the sweep clears).
   */
  stagingDir(folder: string): string;
}
