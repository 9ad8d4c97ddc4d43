import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { IMAGE_WIDTHS, imageVariant } from "@taaza/domain";
import { badRequest } from "../../http/http-error.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = "Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded";
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
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
  if (!type || !ACCEPTED.has(type.mime)) throw badRequest(NOT_AN_IMAGE);
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
    throw badRequest(NOT_AN_IMAGE);
  }
}
