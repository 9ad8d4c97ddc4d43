/**
 * What an image upload may be, and what a person is told otherwise: one home for the server
 * (which sniffs the bytes) and the forms (which spare a slow upload that would be refused).
 * Kept out of MESSAGES on purpose: that object ships whole with the storefront's first page.
 */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notAnImage: "Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded",
  tooLarge: "Each image must be 5 MB or smaller",
} as const;
