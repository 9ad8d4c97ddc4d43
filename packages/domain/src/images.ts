/**
 * Every stored image is WebP at a few widths. The stored name (`abc.webp`) is the widest copy;
 * narrower copies sit beside it as `abc.w320.webp`, so a page can build a srcset from the name.
 */
export const IMAGE_WIDTHS = [240, 480, 960] as const;
export const DEFAULT_IMAGE = "default-image.jpg";

const WIDEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

export function imageVariant(file: string, width: number): string {
  if (!file.endsWith(".webp") || width === WIDEST) return file;
  return `${file.slice(0, -".webp".length)}.w${width}.webp`;
}

export function uploadUrl(file: string): string {
  return `/uploads/${encodeURIComponent(file)}`;
}

/** A srcset for our own WebP images; empty for any other file (it has no narrower copies). */
export function imageSrcSet(file: string): string {
  if (!file.endsWith(".webp")) return "";
  return IMAGE_WIDTHS.map((w) => `${uploadUrl(imageVariant(file, w))} ${w}w`).join(", ");
}
