import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from "@taaza/domain";

/**
 * The browser's first look at chosen files, with the server's own texts. The server checks
 * the bytes again; this only saves a slow upload that would be refused.
 */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");

/** Why a chosen file cannot be uploaded, or null when it may be. */
export function imageFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
