import { z } from "zod";

/**
 * The home page banner's two shapes (spec section 9: phones, 480px or less, get the mobile
 * group). The slider draws every image to fill its frame (object-fit: cover, centred), so an
 * image of another shape loses its edges; staff see that crop before they upload.
 */
export const BANNER_SHAPES = {
  desktop: { width: 1600, height: 600, ratio: "8:3" },
  mobile: { width: 800, height: 1000, ratio: "4:5" },
} as const;

export const BANNER_ALT_MAX = 200;
export const BANNER_LINK_MAX = 300;

/**
 * Kept out of MESSAGES on purpose: that object ships whole with the storefront's first page,
 * and only staff's screens and the server need these.
 */
export const BANNER_MESSAGES = {
  link: "The link must be a page of this shop, starting with / (for example /category/SeaWater)",
  altRequired: "Please describe the banner for people who cannot see it",
  altTooLong: `The description can be at most ${BANNER_ALT_MAX} characters`,
  saved: "Banner details saved",
  saveFailed: "Error saving the banner details",
} as const;

// One leading "/", then no second "/" or "\" (browsers read "//x" and "/\x" as another site),
// and no spaces or backslashes anywhere; control characters are refused below.
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** A banner may only lead to a page of this shop: "/category/SeaWater", never "//evil.example". */
export function isSameSitePath(text: string): boolean {
  return text.length <= BANNER_LINK_MAX && SAME_SITE_PATH.test(text) && ![...text].some(isControlCharacter);
}

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** Alt text as staff typed it, trimmed; required and bounded. */
export const bannerAltText = z
  .string({ message: BANNER_MESSAGES.altRequired })
  .trim()
  .min(1, BANNER_MESSAGES.altRequired)
  .max(BANNER_ALT_MAX, BANNER_MESSAGES.altTooLong);

/** A link as staff typed it: empty means no link, anything else must be a path of this shop. */
export const bannerLinkText = z
  .string({ message: BANNER_MESSAGES.link })
  .nullable()
  .transform((value) => (value === null ? null : value.trim() || null))
  .refine((value) => value === null || isSameSitePath(value), BANNER_MESSAGES.link);

/** A banner that leads somewhere is a link, and a link needs a name: its alt text. */
export function linkNeedsAlt(details: { alt: string; link: string | null }): boolean {
  return details.link !== null && details.alt.trim() === "";
}

/** PUT /creatives/:id: a banner's description and link, changed without uploading it again. */
export const creativeDetailsBody = z.object({ alt: bannerAltText, link: bannerLinkText.default(null) });
export type CreativeDetails = z.infer<typeof creativeDetailsBody>;
