import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { ACCEPTED_IMAGE_TYPES, IMAGE_WIDTHS, imageVariant, UPLOAD_MESSAGES } from "@taaza/domain";
import { badRequest } from "../../http/http-error.ts";

const ACCEPTED = new Set<string>(ACCEPTED_IMAGE_TYPES);
// A decompression bomb is refused before it is decoded in full.
const MAX_PIXELS = 40_000_000;

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
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw badRequest(UPLOAD_MESSAGES.notAnImage);
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
    throw badRequest(UPLOAD_MESSAGES.notAnImage);
  }
}
