import { randomUUID } from "node:crypto";
import type { fileTypeFromBuffer as FileTypeFromBuffer } from "file-type";
import type Sharp from "sharp";
import { ACCEPTED_IMAGE_TYPES, IMAGE_WIDTHS, imageVariant, UPLOAD_MESSAGES } from "@taaza/domain";
import { invalid } from "../../platform/errors.ts";

const ACCEPTED = new Set<string>(ACCEPTED_IMAGE_TYPES);
// A decompression bomb is refused before it is decoded in full.
const MAX_PIXELS = 40_000_000;

/**
 * sharp (libvips) and file-type cost about 40 MB of resident memory together; only admin
 * uploads need them, so they are loaded on the first upload, not when the process starts.
 * libvips' operation cache is off and one thread encodes at a time: uploads are rare, and
 * memory matters more to a small server than encode speed.
 */
let imageLibraries: Promise<{ sharp: typeof Sharp; fileTypeFromBuffer: typeof FileTypeFromBuffer }> | undefined;
function loadImageLibraries() {
  imageLibraries ??= Promise.all([import("sharp"), import("file-type")]).then(([{ default: sharp }, { fileTypeFromBuffer }]) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return { sharp, fileTypeFromBuffer };
  });
  return imageLibraries;
}

export interface ProcessedImage {
  /** The stored name (the widest copy); narrower copies are named by `imageVariant`. */
  name: string;
  files: { name: string; bytes: Buffer }[];
}

/**
 * Trusts the bytes, not the file name or the declared type: the content is sniffed, decoded,
 * turned upright, stripped of metadata (EXIF location and the like), and re-encoded as WebP at
 * each width the pages ask for, under a new random name.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const { sharp, fileTypeFromBuffer } = await loadImageLibraries();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw invalid(UPLOAD_MESSAGES.notAnImage);
  const name = `${randomUUID()}.webp`;
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
    const files = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        name: imageVariant(name, width),
        bytes: await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { name, files };
  } catch {
    throw invalid(UPLOAD_MESSAGES.notAnImage);
  }
}
