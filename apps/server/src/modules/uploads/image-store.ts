import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { link, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageStore } from "../../platform/ports/image-store.ts";

/** Images in a folder of this machine (UPLOAD_DIR): the default store. */
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
