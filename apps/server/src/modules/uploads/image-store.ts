import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where image files live. A folder by default; the interface is all the shop needs, so an
 * S3-compatible store can stand in for it without touching any use case.
 */
export interface ImageStore {
  put(name: string, bytes: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
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
      // `wx`: a fresh name never overwrites an existing file.
      await writeFile(inside(name), bytes, { flag: "wx" });
    },
    async remove(name) {
      await rm(inside(name), { force: true });
    },
  };
}
