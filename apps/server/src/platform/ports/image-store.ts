import type { Readable } from "node:stream";

/** A stored image opened for reading: streamed, never held in memory whole. */
export interface StoredImage {
  body: Readable;
  size: number;
}

/**
 * Where image files live. A folder by default, or an S3-compatible bucket shared by every
 * process (modules/uploads); the interface is all the shop needs.
 */
export interface ImageStore {
  put(name: string, bytes: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /** The image, or null when there is none by that name. */
  open(name: string): Promise<StoredImage | null>;
}
