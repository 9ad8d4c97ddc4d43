/**
 * The browser's first look at chosen files, with the server's own texts. The server checks
 * the bytes again; this only saves a slow upload that would be refused.
 */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = "Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded";
export const IMAGE_TOO_LARGE = "Each image must be 5 MB or smaller";

/** Why a chosen file cannot be uploaded, or null when it may be. */
export function imageFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
