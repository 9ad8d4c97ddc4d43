import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { link, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** A stored image opened for reading: streamed, never held in memory whole. */
export interface StoredImage {
  body: Readable;
  size: number;
}

/**
 * Where image files live. A folder by default, or an S3-compatible bucket shared by every
 * process (see s3-image-store.ts); the interface is all the shop needs.
 */
export interface ImageStore {
  put(name: string, bytes: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /** The image, or null when there is none by that name. */
  open(name: string): Promise<StoredImage | null>;
}

export function folderImageStore(dir: string): ImageStore {
  const root = path.resolve(dir);
  const inside = (name: string) => {
    const file = path.join(root, path.basename(name));
    if (path.dirname(file) !== root) throw new Error(`bad image name ${name}`);
    return file;
  };
  return {
    async put(name, bytes) {
      await mkdir(root, { recursive: true });
      const file = inside(name);
      // Written aside, then linked into place: a name never overwrites an existing file (the link
      // fails), and an interrupted write never leaves a truncated image under the real name.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, bytes, { flag: "wx" });
      try {
        await link(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async remove(name) {
      await rm(inside(name), { force: true });
    },
    async open(name) {
      const file = inside(name);
      try {
        const found = await stat(file);
        return found.isFile() ? { body: createReadStream(file), size: found.size } : null;
      } catch {
        return null;
      }
    },
  };
}
