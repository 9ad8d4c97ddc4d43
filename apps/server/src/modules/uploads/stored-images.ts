import { IMAGE_WIDTHS, imageVariant } from "@taaza/domain";
import type { ImageStore } from "../../platform/ports/image-store.ts";
import { processImage } from "./image-processing.ts";

/**
 * Processes and stores uploads, then runs `use` with their names. If anything fails (a bad
 * image, a refused database write), every file written here is removed again: a failed request
 * leaves no orphan files.
 */
export async function withStoredImages<T>(store: ImageStore, uploads: Buffer[], use: (names: string[]) => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    const names: string[] = [];
    for (const bytes of uploads) {
      const image = await processImage(bytes);
      for (const file of image.files) {
        await store.put(file.name, file.bytes);
        written.push(file.name);
      }
      names.push(image.name);
    }
    return await use(names);
  } catch (error) {
    await Promise.all(written.map((name) => store.remove(name).catch(() => undefined)));
    throw error;
  }
}

/** Removes an image and its narrower copies; used after the database no longer names it. */
export async function removeStoredImage(store: ImageStore, name: string) {
  await Promise.all(IMAGE_WIDTHS.map((w) => store.remove(imageVariant(name, w)).catch(() => undefined)));
}
